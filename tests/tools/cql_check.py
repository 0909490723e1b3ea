#!/usr/bin/env python3
"""Independent CQL syntax check with the Apache Cassandra project's own cqlsh grammar.

Reads CQL files, splits them into statements with cqlshlib (the grammar cqlsh uses for
parsing and completion, `pip install cqlsh`), and requires every statement to parse as a
whole. Prints one line per rejected statement and exits 1 if any; exits 3 when cqlshlib is
not installed.

Usage: cql_check.py FILE.cql [FILE.cql ...]
"""
import sys

try:
    from cqlshlib import cql3handling  # noqa: F401  (registers the CQL 3 rules)
    from cqlshlib.cql3handling import CqlRuleSet
except ImportError:
    print("cql_check: cqlshlib is not installed (pip install cqlsh)", file=sys.stderr)
    sys.exit(3)


def check(path):
    text = open(path, encoding="utf-8").read()
    statements, _in_batch = CqlRuleSet.cql_split_statements(text)
    bad = 0
    count = 0
    for tokens in statements:
        tokens = [t for t in tokens if t[0] not in ("endtoken",)]
        if not tokens:
            continue
        count += 1
        src = " ".join(t[1] for t in tokens)
        result = CqlRuleSet.cql_whole_parse_tokens(tokens + [("endtoken", ";")], srcstr=text)
        if result is None:
            bad += 1
            print(f"{path}: rejected: {src[:200]}")
    return count, bad


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    total = rejected = 0
    for path in argv[1:]:
        c, b = check(path)
        total += c
        rejected += b
    print(f"cql_check: {total} statements, {rejected} rejected")
    return 1 if rejected else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
