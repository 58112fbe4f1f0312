"""`kifu.read` (the Python package) against `kifu validate -q -j1` on the same files:
CPU seconds of each, once each (run it on an idle machine; see BENCHMARKS.md).

    python scripts/bench-python.py KIFU_BINARY FILE...

`kifu` must be importable (a release wheel: `maturin build --release`). For each file it
prints the size, the CLI's CPU time (user + system of the child), the package's (the
process's CPU time around `kifu.read`, records counted valid), and the ratio.
"""

import os
import resource
import subprocess
import sys
import time

import kifu


def cli_cpu(binary, path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, "validate", "-q", "-j1", path], stdout=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def package_cpu(path):
    start = time.process_time()
    records = kifu.read(path)
    valid = sum(r.is_valid for r in records)
    return time.process_time() - start, len(records), valid


def main():
    binary, files = sys.argv[1], sys.argv[2:]
    print("| file | MB | records | `validate -q -j1` CPU s | `kifu.read` CPU s | ratio |")
    print("| --- | --- | --- | --- | --- | --- |")
    for path in files:
        mb = os.path.getsize(path) / 1e6
        cli = cli_cpu(binary, path)
        py, n, valid = package_cpu(path)
        assert valid == n, f"{path}: {n - valid} records not valid"
        name = os.path.basename(path)
        print(f"| {name} | {mb:.1f} | {n} | {cli:.2f} | {py:.2f} | {py / cli:.2f}× |")


if __name__ == "__main__":
    main()
