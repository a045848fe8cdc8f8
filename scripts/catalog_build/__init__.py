"""The catalog build of ``scripts/build_catalog.py``, one module per family of tables: ``common`` (input cells,
numbers, dates, price-file provenance), ``sources`` (the source book), ``gpus`` (providers, GPUs, GPU names),
``instances`` (priced shapes, committed prices, Chinese clouds' shapes), ``storage_network`` (storage, network,
transfer, instance fabrics, FX rates), ``models``, ``spot``, ``write`` (checks, overrides, writing, the swap) and
``run`` (one build in order, then its summary)."""
