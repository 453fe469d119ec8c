"""schemathesis hooks of scripts/fuzz.sh (docs/decisions.md 165), loaded through `hooks` in the
configuration that scripts/fuzz-seed.ts writes.

What a generated case cannot know, set just before it is sent:
- Idempotency-Key: schemathesis sends the same generated key with every body, and the service
  answers each new body under a used key 409 (as it must). A valid key becomes a digest of the
  request, so that one request always carries one key: a repeated request is replayed, a
  different one reaches the operation. A negative case is sent as generated, key and body.
- Pagination cursors: only the service gives one, so a positive case goes without.
- Records a body names: the body examples of the OpenAPI document name every record by one
  placeholder id, and a generated id names none; in a reference field of a positive case
  (`estate_id`, `items[].room_id`, `estate_type_id`) either becomes the seeded record, or the
  record of the case's pool entry where the pool gives one (a meter of the building in the path).
- Records an operation consumes: a DELETE (or a move of a record through its states) succeeds
  once per record. fuzz-seed.ts seeds a pool of records for each such operation and points the
  operation at the first; each case takes the next one of its phase's slice of the pool, so that
  the cases meet records still there and in their first state. An operation that names its
  records in the body (a bulk delete) gets the body fields of the next one.
- Values unique among the tenant's records (a zone's code, a meter's serial number, a contact's
  e-mail address): a positive case's gets a suffix of its own (before the domain of an address),
  or every create after the first is a 409 for the same value.
- Records an operation must not touch: a freeze period written by the fuzzer is put on a building
  of its own (`forced` body fields), or it freezes the charges of the seeded lease for the rest of
  the run.
- A Stripe event: its signature covers the exact bytes sent, which the hook computes as the HTTP
  client will and signs with the run's webhook secret.
`filter_failure` drops false findings of schemathesis itself (see there).
FUZZ_POOLS names the JSON file fuzz-seed.ts writes:
  {"pools": {"METHOD /path": {"ids": [{parameter: value}, ...], "bodies": [{field: value}, ...],
                              "references": [{field: id}, ...]}},
   "placeholder": id, "references": {field: id},
   "forced": {"METHOD /path": {field: value}},
   "unique": {"METHOD /path": {"field": name, "max_length": n}}}
The first entry of a pool is the one configured; "bodies" is there when the records are named in
the body, "references" when a reference field names the pool's records.
"""

import hashlib
import hmac
import itertools
import json
import os
import re
import threading
import time

import schemathesis
from schemathesis.core.parameters import ParameterLocation

with open(os.environ["FUZZ_POOLS"], encoding="utf-8") as hook_data:
    DATA = json.load(hook_data)
POOLS = DATA["pools"]
PLACEHOLDER = DATA["placeholder"]
REFERENCES = {field: value for field, value in DATA["references"].items() if value}
FORCED = DATA["forced"]
UNIQUE = DATA["unique"]
# The secret scripts/fuzz.sh gives the service when stripe-mock runs.
STRIPE_WEBHOOK = "POST /api/webhooks/stripe"
STRIPE_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET")
# Each phase of the first run takes its own slice of a pool (examples half, coverage 30 %, fuzzing
# 20 %), so that a phase still meets records in their first state when the one before it has used
# up its slice; the stateful run goes round the whole pool.
SLICES = {"examples": (0.0, 0.5), "coverage": (0.5, 0.8), "fuzzing": (0.8, 1.0)}


def _slice(size, phase):
    start, end = SLICES.get(phase, (0.0, 1.0))
    first = min(int(size * start), size - 1)
    return range(first, max(first + 1, int(size * end)))


_turns = {}
_lock = threading.Lock()
UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")


def _with_references(value, references):
    """The body with the id in each reference field replaced by the record `references` gives it."""
    if isinstance(value, list):
        return [_with_references(item, references) for item in value]
    if isinstance(value, dict):
        return {key: _reference(key, item, references) for key, item in value.items()}
    return value


def _reference(key, value, references):
    if key in references and isinstance(value, str) and (value == PLACEHOLDER or UUID.match(value)):
        return references[key]
    return _with_references(value, references)


def _unique(value, suffix, max_length):
    """The value with the suffix, within its maximum length; an e-mail address takes it before its domain."""
    local, at, domain = value.rpartition("@")
    if not at:
        return value[: max_length - len(suffix)] + suffix
    return local[: max(0, max_length - len(suffix) - len(domain) - 1)] + suffix + at + domain


def _valid_key(value):
    return isinstance(value, str) and 1 <= len(value) <= 255 and value.isprintable() and value.isascii()


@schemathesis.hook
def before_call(context, case, **kwargs):
    pool = POOLS.get(case.operation.label)
    turn = None
    if pool and all(case.path_parameters.get(name) == value for name, value in pool["ids"][0].items()):
        phase = case.meta.phase.name.value if case.meta is not None else "stateful"
        key = (case.operation.label, phase)
        with _lock:
            if key not in _turns:
                _turns[key] = itertools.cycle(_slice(len(pool["ids"]), phase))
            turn = next(_turns[key])
        case.path_parameters.update(pool["ids"][turn])
    # A negative case keeps what it tests.
    positive = case.meta is None or case.meta.generation.mode.value == "positive"
    if positive and isinstance(case.body, (dict, list)):
        references = REFERENCES
        if turn is not None and pool.get("references"):
            references = {**REFERENCES, **{k: v for k, v in pool["references"][turn].items() if v}}
        body = _with_references(case.body, references)
        if isinstance(body, dict) and case.operation.label in FORCED:
            body = {**body, **FORCED[case.operation.label]}
        if isinstance(body, dict) and turn is not None and pool.get("bodies"):
            body = {**body, **pool["bodies"][turn]}
        unique = UNIQUE.get(case.operation.label)
        if isinstance(body, dict) and unique and isinstance(body.get(unique["field"]), str):
            suffix = "-" + hashlib.sha256(repr((case.path_parameters, body)).encode()).hexdigest()[:8]
            body = {**body, unique["field"]: _unique(body[unique["field"]], suffix, unique["max_length"])}
        if body != case.body:
            case.body = body
    # A Stripe event gets its signature, unless the case is about the signature header itself.
    stripe_event = case.operation.label == STRIPE_WEBHOOK and isinstance(case.body, dict)
    if positive and stripe_event and STRIPE_SECRET and not _tests(case, "stripe-signature"):
        _sign_for_stripe(case)
    # A cursor is only ever given by the service (meta.next_cursor): a generated one is a 400, as it
    # must be, and left to the negative cases.
    if positive and case.query and "cursor" in case.query:
        case.query = {name: value for name, value in case.query.items() if name != "cursor"}
    if positive and case.headers and _valid_key(case.headers.get("Idempotency-Key")):
        request = repr((case.operation.label, case.path_parameters, case.query, case.body))
        case.headers["Idempotency-Key"] = "fuzz-" + hashlib.sha256(request.encode()).hexdigest()[:40]


def _tests(case, parameter):
    """Whether the case is a coverage case about this parameter."""
    data = getattr(case.meta.phase, "data", None) if case.meta is not None else None
    return getattr(data, "parameter", None) == parameter


def _sign_for_stripe(case):
    """Stripe's signature of the exact bytes sent (t=<time>,v1=HMAC-SHA256 of "<time>.<body>"), which a
    generated header cannot be. The body stays as generated (sent as bytes, schemathesis would call the
    case negative): requests sends it as `json.dumps(body, allow_nan=False)`, which these are."""
    payload = json.dumps(case.body, allow_nan=False).encode()
    timestamp = int(time.time())
    signed = f"{timestamp}.".encode() + payload
    digest = hmac.new(STRIPE_SECRET.encode(), signed, hashlib.sha256).hexdigest()
    headers = {name: value for name, value in (case.headers or {}).items() if name.lower() != "stripe-signature"}
    case.headers = {**headers, "Stripe-Signature": f"t={timestamp},v1={digest}"}


@schemathesis.hook
def filter_failure(context, failure, case, response):
    """Drops the findings of schemathesis 4.32.5 that are not the service's: a case labelled negative
    that sends a valid request, whose 2xx it reports as invalid data accepted (a case generated with
    an empty bearer token, which the configured key replaces; an Idempotency-Key of a length within
    the documented 255), and an amount in floating-point noise of a cent, read as that cent."""
    if failure.code != "ST201" or case.meta is None:
        return True
    raw_headers = case.meta.raw_containers.get(ParameterLocation.HEADER) or {}
    if str(raw_headers.get("Authorization", "Bearer x")).strip() in ("", "Bearer"):
        return False
    if _tests(case, "Idempotency-Key") and _valid_key((case.headers or {}).get("Idempotency-Key")):
        return False
    # An amount within floating-point noise of a cent (1.8900000000000001) is read as that cent, on
    # purpose (docs/decisions.md 165); one truly off the cents (1.895) is still a 400.
    return not _float_noise_of_cents(str(failure.message))


NOISE = re.compile(r"violates `multipleOf` at \S+ \(was [^,]+, became (-?[0-9.eE+-]+)\)")


def _float_noise_of_cents(message):
    match = NOISE.search(message)
    if not match:
        return False
    value = float(match.group(1))
    return value != round(value, 2) and abs(value - round(value, 2)) < 1e-9
