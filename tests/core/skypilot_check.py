"""Run by test_launch_skypilot.py in a child process whose HOME is a temporary folder holding SkyPilot catalog
files written by the test: parses each YAML given on the command line with SkyPilot's own code (the task
and service schemas, Resources validation against the catalog, the accelerators that the instance type
has) and prints one JSON line per file. Nothing here reaches the network: the catalog files are local and
the test points HTTP(S) proxies at a closed port on 127.0.0.1, so a fetch would fail loudly."""

import json
import shlex
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
                   disk_size=res.disk_size, disk_tier=None if res.disk_tier is None else res.disk_tier.value,
                   network_tier=None if res.network_tier is None else res.network_tier.value,
                   instance_accelerators=res.cloud.get_accelerators_from_instance_type(
                       res.instance_type),
                   feasible=[str(r) for r in feasible.resources_list], hint=feasible.hint,
                   service_replicas=None if task.service is None else task.service.min_replicas,
                   run=task.run, envs=dict(task.envs), file_mounts=dict(task.file_mounts or {}),
                   storage_mounts={k: [v.source, v.mode.value] for k, v in (task.storage_mounts or {}).items()})
    except Exception as exc:  # noqa: BLE001 - reported to the test
        out.update(ok=False, error=f"{type(exc).__name__}: {exc}")
    return out


def parse_command(line: str) -> dict:
    """Parse a ``sky ...`` command line with SkyPilot's own click command (options checked, nothing run)."""
    import click
    from sky.client.cli import command as cli_module

    args = shlex.split(line)[1:]
    cmd = cli_module.cli
    path = ["sky"]
    try:
        while isinstance(cmd, click.Group) and args and not args[0].startswith("-"):
            ctx = click.Context(cmd, info_name=" ".join(path))
            sub = cmd.get_command(ctx, args[0])
            if sub is None:
                break
            path.append(args.pop(0))
            cmd = sub
        if isinstance(cmd, click.Group):
            raise click.UsageError(f"no such command: {line}")
        cmd.make_context(" ".join(path), list(args), resilient_parsing=False)
        return {"line": line, "ok": True, "command": " ".join(path)}
    except click.exceptions.Exit:
        return {"line": line, "ok": True, "command": " ".join(path)}
    except click.ClickException as exc:
        return {"line": line, "ok": False, "error": exc.format_message()}


def serve() -> None:
    """``--serve``: requests on stdin, one JSON line each (``{"envs": [...], "files": [...]}`` or ``{"commands":
    [...]}``), answered with one JSON line per file or command, then ``{"done": <count>}``; until stdin closes. One
    process checks what several would (SkyPilot's import, ~2 s, is a check's cost)."""
    for line in sys.stdin:
        req = json.loads(line)
        if "commands" in req:
            out = [parse_command(c) for c in req["commands"]]
        else:
            envs = [tuple(e.split("=", 1)) for e in req["envs"]]
            out = [check(p, envs) for p in req["files"]]
        for o in out:
            print(json.dumps(o, default=str))
        print(json.dumps({"done": len(out)}), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--serve":
        serve()
        sys.exit(0)
    if sys.argv[1] == "--commands":
        for line in json.loads(sys.argv[2]):
            print(json.dumps(parse_command(line)))
        sys.exit(0)
    envs = [tuple(e.split("=", 1)) for e in json.loads(sys.argv[1])]
    for p in sys.argv[2:]:
        print(json.dumps(check(p, envs), default=str))
