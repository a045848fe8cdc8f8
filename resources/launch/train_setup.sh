set -e
pip install --upgrade pip
@if arm_unsupported
# An Arm server whose GPU PyTorch's own aarch64 builds do not run (README: An Arm server): keep the PyTorch of the
# image the server was started from, which runs it; the one pip installs could not use the GPU.
python -c "import torch" 2>/dev/null \
  || echo "WARNING: this image has no PyTorch, and PyTorch's own aarch64 builds cannot use this GPU (README: An Arm server)." >&2
@if arm_packages
pip install @{arm_packages}
@end arm_packages
@if arm_keeps_torchvision
# torchvision must be the image's, built for its PyTorch: the one pip installs would bring PyTorch's own aarch64 build.
python -c "import torchvision" 2>/dev/null \
  || echo "WARNING: this image has no torchvision: install the one built for its PyTorch (README: An Arm server)." >&2
@end arm_keeps_torchvision
@end arm_unsupported
@if !arm_unsupported
@if torch_index
# PyTorch from the index whose builds still run the @{gpu} (PyPI's default build has no code for it; README:
# Packages), torchvision built for it from the same index; the other packages from PyPI.
@end torch_index
pip install @{torch_pip}
@if rest_pip
pip install @{rest_pip}
@end rest_pip
@end arm_unsupported
if [ -f requirements.txt ]; then pip install -r requirements.txt; fi
@if script_hf
# The DeepSpeed config of the proposal (the same as ds_config.json in this folder).
cat > ~/ds_config.json <<'DS_CONFIG'
@{ds_config_json}
DS_CONFIG
@end script_hf
@if data_local
# The data: the proposal counts it on the instance's own NVMe disks. SkyPilot mounts the DATA_URI bucket at /data
# (mode MOUNT); here the unused local NVMe disks become one volume at /mnt/nvme (a RAID 0 of them if there are
# several) and the data is copied there, where the run reads it. A disk is used only if it is a whole NVMe disk
# with no partition, no filesystem or RAID signature, not mounted, not read-only and not a network disk (EBS,
# GCP persistent disk): never the system disk. Run again (a restart on the same server), it reuses the volume and
# copies only what changed. Without such a disk the run reads the mounted bucket at /data, and the log says so.
NVME_DIR=/mnt/nvme
NVME_MD=/dev/md/gpu-advisor-data
rm -f ~/.gpu-advisor-data-dir
nvme_volume() {
  local dev="" d disks=() sigs
  if mountpoint -q "$NVME_DIR"; then return 0; fi
  if [ -e "$NVME_MD" ]; then
    dev="$NVME_MD"  # made by an earlier run of this setup on this server
  else
    for d in $(lsblk -dnpo NAME,TYPE | awk '$2 == "disk" && $1 ~ /^\/dev\/nvme/ {print $1}'); do
      [ "$(lsblk -npo NAME "$d" | wc -l)" -eq 1 ] || continue  # partitions, or part of a RAID or LVM volume
      [ "$(lsblk -dno RO "$d" | tr -d ' ')" = 0 ] || continue
      [ -z "$(lsblk -npo MOUNTPOINT "$d" | tr -d ' \n')" ] || continue
      case "$(lsblk -dno MODEL "$d")" in *"Elastic Block Store"*|*nvme_card-pd*|*PersistentDisk*) continue ;; esac
      sigs=$(sudo wipefs -n "$d" 2>/dev/null) || continue
      [ -z "$sigs" ] || continue  # a filesystem, partition table or RAID member: someone's data
      disks+=("$d")
    done
    if [ "${#disks[@@]}" -eq 0 ]; then return 1; fi
    if [ "${#disks[@@]}" -eq 1 ]; then
      dev="${disks[0]}"
    else
      if ! command -v mdadm >/dev/null; then
        sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends mdadm \
          || { sudo apt-get update -q && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q mdadm; } || return 1
      fi
      echo "RAID 0 of ${#disks[@@]} local NVMe disks: ${disks[*]}"
      sudo mdadm --create "$NVME_MD" --level=0 --raid-devices="${#disks[@@]}" --run "${disks[@@]}" || return 1
      dev="$NVME_MD"
    fi
  fi
  if ! sudo blkid "$dev" >/dev/null 2>&1; then
    sudo mkfs.ext4 -q -F -m 0 -E lazy_itable_init=1,nodiscard "$dev" || return 1
  fi
  sudo mkdir -p "$NVME_DIR" && sudo mount -o noatime "$dev" "$NVME_DIR" || return 1
  sudo chown "$(id -u):$(id -g)" "$NVME_DIR"
}
# The copy: the cloud's own parallel tool, straight from the bucket, when it is on the node (aws s3 sync for s3://,
# gcloud storage rsync or gsutil -m rsync for gs://, azcopy for an Azure container); else rsync from the bucket
# mounted at /data, which reads one file at a time through the mount: hours for millions of small files. Each
# copies only what changed when run again and deletes what is no longer in the bucket; the log says which one ran.
stage_data() {
  local dest="$1" tool=""
  case "${DATA_URI:-}" in
    s3://*) if command -v aws >/dev/null; then tool="aws s3 sync"; fi ;;
    gs://*)
      if command -v gcloud >/dev/null; then tool="gcloud storage rsync"
      elif command -v gsutil >/dev/null; then tool="gsutil -m rsync"; fi ;;
    https://*.blob.core.windows.net/*) if command -v azcopy >/dev/null; then tool="azcopy sync"; fi ;;
  esac
  if [ -n "$tool" ]; then
    echo "Copying the data from $DATA_URI to $dest with $tool (parallel) ..."
    case "$tool" in
      "aws s3 sync") aws s3 sync --only-show-errors --delete "$DATA_URI" "$dest" && return 0 ;;
      "gcloud storage rsync") gcloud storage rsync -r --delete-unmatched-destination-objects "$DATA_URI" "$dest" \
          && return 0 ;;
      "gsutil -m rsync") gsutil -m -q rsync -r -d "$DATA_URI" "$dest" && return 0 ;;
      "azcopy sync") azcopy sync "$DATA_URI" "$dest" --recursive --delete-destination=true && return 0 ;;
    esac
    echo "WARNING: $tool failed; copying with rsync from the bucket mounted at /data instead (slower)." >&2
  fi
  echo "Copying the data from the bucket mounted at /data to $dest with rsync ..."
  rsync -a --delete /data/ "$dest/"
}
if nvme_volume; then
  mkdir -p "$NVME_DIR/data"
  if stage_data "$NVME_DIR/data"; then
    echo "$NVME_DIR/data" > ~/.gpu-advisor-data-dir
    echo "The data is on the local NVMe disks: $NVME_DIR/data"
  else
    echo "WARNING: copying the data to $NVME_DIR/data failed (larger than the disks?): the job reads the bucket mounted at /data, slower than the local disks the proposal counts." >&2
  fi
else
  echo "WARNING: no unused local NVMe disk on this server: the job reads the bucket mounted at /data, slower than the local disks the proposal counts." >&2
fi
@end data_local
