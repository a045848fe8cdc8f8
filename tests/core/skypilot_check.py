"""Run by test_launch_skypilot.py in a child process whose HOME is a temporary folder holding SkyPilot catalog
files written by the test: parses each YAML given on the command line with SkyPilot's own code (the task
and service schemas, Resources validation against the catalog, the accelerators that the instance type
has) and prints one JSON line per file. Nothing here reaches the network: the catalog files are local and
the test points HTTP(S) proxies at a closed port on 127.0.0.1, so a fetch would fail loudly."""

import json
import sys

import yaml

import sky


def check(path: str, envs: list[tuple[str, str]]) -> dict:
    with open(path, encoding="utf-8") as fh:
        config = yaml.safe_load(fh)
    out: dict = {"file": path}
    try:
        task = sky.Task.from_yaml_config(config, env_overrides=envs)
        task.validate(skip_file_mounts=True, skip_workdir=True)
        (res,) = list(task.resources)
        feasible = res.cloud.get_feasible_launchable_resources(res, task.num_nodes)
        out.update(ok=True, num_nodes=task.num_nodes, cloud=str(res.cloud).lower(), region=res.region,
                   instance_type=res.instance_type, accelerators=res.accelerators, use_spot=res.use_spot,
                   disk_size=res.disk_size, instance_accelerators=res.cloud.get_accelerators_from_instance_type(
                       res.instance_type),
                   feasible=[str(r) for r in feasible.resources_list], hint=feasible.hint,
                   service_replicas=None if task.service is None else task.service.min_replicas,
                   run=task.run, envs=dict(task.envs))
    except Exception as exc:  # noqa: BLE001 - reported to the test
        out.update(ok=False, error=f"{type(exc).__name__}: {exc}")
    return out


if __name__ == "__main__":
    envs = [tuple(e.split("=", 1)) for e in json.loads(sys.argv[1])]
    for p in sys.argv[2:]:
        print(json.dumps(check(p, envs), default=str))
