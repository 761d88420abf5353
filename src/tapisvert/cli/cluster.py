"""The command line's `--workers`, `--cluster` and `--address`, shared by every command that runs
many matches (simulate, tournament, analyze): `add_cluster_arguments` declares them,
`backend_from` checks them and opens the backend (close it, or use it in a `with`).
"""

from __future__ import annotations

import argparse
import os

from tapisvert.cli.args import cap_workers, count
from tapisvert.sim.backend import Backend, make_backend


def add_cluster_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--workers",
        "-w",
        type=count,
        default=None,
        help="processes, or Ray CPUs for a local Ray (default and most: the machine's cores)",
    )
    p.add_argument(
        "--cluster",
        default="local",
        metavar="local|ray|ray://HOST:PORT",
        help="where matches run: a local process pool (default), or Ray: the cluster --address"
        " or RAY_ADDRESS names, else a local Ray started for the run",
    )
    p.add_argument(
        "--address",
        default=None,
        help="with --cluster ray: the Ray cluster (ray://HOST:10001, HOST:6379 or auto)",
    )


def backend_from(args: argparse.Namespace) -> Backend:
    """The backend the arguments name; `ValueError` (a usage error) when they are wrong."""
    cluster = args.cluster or "local"
    if cluster not in ("local", "ray") and not cluster.startswith("ray://"):
        raise ValueError(f"--cluster must be local, ray or ray://HOST:PORT, not {cluster!r}")
    if args.address is not None and cluster == "local":
        raise ValueError("--address needs --cluster ray")
    workers = args.workers
    local_ray = cluster == "ray" and args.address is None and "RAY_ADDRESS" not in os.environ
    if cluster == "local" or local_ray:
        workers = cap_workers(workers)  # a cluster's CPUs are its own; this machine's are not
    return make_backend(cluster, workers, args.address)
