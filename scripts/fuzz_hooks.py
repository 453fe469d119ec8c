"""schemathesis hooks of scripts/fuzz.sh (docs/decisions.md 165), loaded through `hooks` in the
configuration that scripts/fuzz-seed.ts writes.

What a generated case cannot know, set just before it is sent:
- Idempotency-Key: schemathesis sends the same generated key with every body, and the service
  answers each new body under a used key 409 (as it must), before it reads the body. A valid key
  becomes a digest of the request, so that one request always carries one key: a repeated request
  is replayed, a different one reaches the operation. Negative cases too, or their invalid bodies
  met that 409 and never the validation; a case about the key itself keeps the generated one.
- Pagination cursors: only the service gives one, so a positive case goes without.
- Records a body names: the body examples of the OpenAPI document name every record by one
  placeholder id, and a generated id names none; in a reference field of a positive case
  (`estate_id`, `items[].room_id`, `estate_type_id`) either becomes the seeded record, or the
  record of the case's pool entry where the pool gives one (a meter of the building in the path).
  A reference the case leaves out stays out: of two fields a body gives exactly one of (`place_id`,
  `estate_id`), the generated case names one, and an optional one (`parent_meter_id`) is absent.
- Records an operation consumes: a DELETE (or a move of a record through its states) succeeds
  once per record. fuzz-seed.ts seeds a pool of records for each such operation and points the
  operation at the first; each case takes the next one of its phase's slice of the pool, so that
  the cases meet records still there and in their first state. An operation that names its
  records in the body (a bulk delete) gets the body fields of the next one.
- Values unique among the tenant's records (a zone's code, a meter's serial number, a contact's
  e-mail address): a positive case's gets a suffix of its own (before the domain of an address;
  one for each record of a bulk body), or every create after the first is a 409 for the same value.
- Records an operation must not touch: a freeze period written by the fuzzer is put on a building
  of its own (`forced` body fields), or it freezes the charges of the seeded lease for the rest of
  the run. Records an operation must find as seeded: a lease the fuzzer creates is on an estate of
  its own, whose rent (the default of the lease's) no other operation changes.
- Records dated one after the other (a meter's readings: one a day, each after the one before,
  none in the future): a positive case is dated the next day of the series of the record in its
  path ("series").
- Values JSON Schema cannot say: a phone number valid in its numbering plan, an IBAN with its check
  digits, a BIC of a country that exists, dates in order (a professional card that expires after
  it was issued, a period that ends after it starts and lasts a year at most), figures that add up
  (a receipt's charges by heading, and what was paid). A positive case gets valid ones
  (VALID_VALUES, ORDERED_DATES, ADDS_UP); the negative cases keep testing the checks.
- A Stripe event: its signature covers the exact bytes sent, which the hook computes as the HTTP
  client will and signs with the run's webhook secret.
`filter_failure` drops false findings of schemathesis itself (see there).
FUZZ_POOLS names the JSON file fuzz-seed.ts writes:
  {"pools": {"METHOD /path": {"ids": [{parameter: value}, ...], "bodies": [{field: value}, ...],
                              "references": [{field: id}, ...]}},
   "references": {field: id},
   "forced": {"METHOD /path": {field: value}},
   "series": {"METHOD /path": {"field": name, "parameter": name, "from": date}},
   "unique": {"METHOD /path": {"field": name, "max_length": n}}}
The first entry of a pool is the one configured; "bodies" is there when the records are named in
the body, "references" when a reference field names the pool's records.
"""

import datetime
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
from schemathesis.transport.serialization import contains_binary

with open(os.environ["FUZZ_POOLS"], encoding="utf-8") as hook_data:
    DATA = json.load(hook_data)
POOLS = DATA["pools"]
REFERENCES = {field: value for field, value in DATA["references"].items() if value}
FORCED = DATA["forced"]
UNIQUE = DATA["unique"]
SERIES = DATA["series"]
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


VALID_VALUES = {
    "mobile_phone": "+33612345678",
    "landline_phone": "+33140000000",
    "phone": "+33612345678",
    "iban": "FR7630006000011234567890189",
    "swift": "BNPAFRPP",
}
# (first, then, at most days between): the second date after the first, and not too far after it.
ORDERED_DATES = [
    ("professional_card_issuing_date", "professional_card_expiry_date", None),
    ("start_date", "end_date", None),
    # A rent period or a regularisation lasts a year at most.
    ("period_start", "period_end", 364),
    # A DPE is valid ten years at most (décret 2006-1147).
    ("diagnosis_date", "valid_until", 3652),
]


def _with_valid_values(value):
    """The body with each text in a VALID_VALUES field valid, and each ORDERED_DATES pair in order."""
    if isinstance(value, list):
        return [_with_valid_values(item) for item in value]
    if not isinstance(value, dict):
        return value
    body = {
        key: VALID_VALUES[key] if key in VALID_VALUES and isinstance(item, str) else _with_valid_values(item)
        for key, item in value.items()
    }
    for first, then, most_days in ORDERED_DATES:
        start, end = _date(body.get(first)), _date(body.get(then))
        if not start or not end or start < end and (most_days is None or (end - start).days <= most_days):
            continue
        day = datetime.timedelta(days=1)
        if start < datetime.date.max:
            body[then] = (start + day).isoformat()
        elif end > datetime.date.min:
            body[first] = (end - day).isoformat()
    return body


def _cents(value):
    return round(value * 100) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _receipt_adds_up(body):
    """A receipt's figures that add up (loi 89-462 art. 21): one amount per heading, the headings'
    sum as the charges (unless it is above the most a charge may be), and at most the period's rent
    and charges paid."""
    details = body.get("charge_details")
    if isinstance(details, list) and all(isinstance(item, dict) for item in details):
        firsts = [item for index, item in enumerate(details) if item.get("category") not in
                  [other.get("category") for other in details[:index]]]
        total = sum(_cents(item.get("amount")) or 0 for item in firsts)
        if total <= 100_000_00:
            body = {**body, "charge_details": firsts, "charges": total / 100}
        else:
            body = {key: value for key, value in body.items() if key != "charge_details"}
    rent, charges, paid = _cents(body.get("rent")), _cents(body.get("charges", 0)), _cents(body.get("paid_amount"))
    if rent is None or charges is None or paid is None or paid <= rent + charges:
        return body
    if rent + charges > 0:
        return {**body, "paid_amount": (rent + charges) / 100}
    return {**body, "rent": paid / 100}


# Figures that must add up, by operation: JSON Schema cannot say it, the service checks it (422/400).
ADDS_UP = {"POST /api/public/tools/generate": _receipt_adds_up}


def _date(value):
    try:
        return datetime.date.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        return None


_turns = {}
_days = {}
# Positive cases with a file whose body the hooks changed (see filter_failure).
_files_rewritten = set()
_lock = threading.Lock()


def _next_day(series, record):
    """The next day of the record's series, today at the latest."""
    with _lock:
        days = _days.get(record, 0)
        _days[record] = days + 1
    day = datetime.date.fromisoformat(series["from"]) + datetime.timedelta(days=days)
    return min(day, datetime.date.today()).isoformat()


def _with_references(value, references):
    """The body with the id in each reference field replaced by the record `references` gives it."""
    if isinstance(value, list):
        return [_with_references(item, references) for item in value]
    if isinstance(value, dict):
        return {key: _reference(key, item, references) for key, item in value.items()}
    return value


def _reference(key, value, references):
    if key in references and isinstance(value, str):
        return references[key]
    return _with_references(value, references)


def _unique(value, suffix, max_length):
    """The value with the suffix, within its maximum length; an e-mail address takes it before its domain."""
    local, at, domain = value.rpartition("@")
    if not at:
        return value[: max_length - len(suffix)] + suffix
    return local[: max(0, max_length - len(suffix) - len(domain) - 1)] + suffix + at + domain


def _with_unique(body, unique, path_parameters):
    """The body with a suffix of its own on the unique field: of each record, in a bulk body."""
    if isinstance(body, list):
        return [_with_unique(item, unique, (path_parameters, index)) for index, item in enumerate(body)]
    if not isinstance(body, dict) or not isinstance(body.get(unique["field"]), str):
        return body
    suffix = "-" + hashlib.sha256(repr((path_parameters, body)).encode()).hexdigest()[:8]
    return {**body, unique["field"]: _unique(body[unique["field"]], suffix, unique["max_length"])}


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
        body = _with_valid_values(_with_references(case.body, references))
        if isinstance(body, dict) and case.operation.label in ADDS_UP:
            body = ADDS_UP[case.operation.label](body)
        if isinstance(body, dict) and case.operation.label in FORCED:
            body = {**body, **FORCED[case.operation.label]}
        if isinstance(body, dict) and turn is not None and pool.get("bodies"):
            body = {**body, **pool["bodies"][turn]}
        unique = UNIQUE.get(case.operation.label)
        if unique:
            body = _with_unique(body, unique, case.path_parameters)
        series = SERIES.get(case.operation.label)
        if isinstance(body, dict) and series:
            body = {**body, series["field"]: _next_day(series, case.path_parameters.get(series["parameter"]))}
        if body != case.body:
            if contains_binary(body):
                with _lock:
                    _files_rewritten.add(case.id)
            case.body = body
    # A Stripe event gets its signature, unless the case is about the signature header itself.
    stripe_event = case.operation.label == STRIPE_WEBHOOK and isinstance(case.body, dict)
    if positive and stripe_event and STRIPE_SECRET and not _tests(case, "stripe-signature"):
        _sign_for_stripe(case)
    # A cursor is only ever given by the service (meta.next_cursor): a generated one is a 400, as it
    # must be, and left to the negative cases.
    if positive and case.query and "cursor" in case.query:
        case.query = {name: value for name, value in case.query.items() if name != "cursor"}
    if case.headers and _valid_key(case.headers.get("Idempotency-Key")) and not _tests(case, "Idempotency-Key"):
        # What the service compares under a key (its other headers and media type too: a negative case
        # may differ from a positive one in those alone).
        headers = sorted((name, repr(value)) for name, value in case.headers.items() if name.lower() != "idempotency-key")
        request = repr((case.operation.label, case.path_parameters, case.query, case.body, headers, case.media_type))
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
    the documented 255), a positive case with a file whose body the hooks changed (schemathesis
    revalidates a changed body, and calls one with a file invalid: it cannot read a file), a number
    or a boolean sent for a text field of a multipart/form-data body (every part is text: 1.9 goes
    as the string "1.9", which the field accepts), and an amount in floating-point noise of a cent
    (a register value of a thousandth), read as that cent."""
    if failure.code != "ST201" or case.meta is None:
        return True
    if case.id in _files_rewritten:
        return False
    raw_headers = case.meta.raw_containers.get(ParameterLocation.HEADER) or {}
    if str(raw_headers.get("Authorization", "Bearer x")).strip() in ("", "Bearer"):
        return False
    if _tests(case, "Idempotency-Key") and _valid_key((case.headers or {}).get("Idempotency-Key")):
        return False
    if _multipart_text(case, str(failure.message)):
        return False
    # An amount within floating-point noise of a cent (1.8900000000000001) is read as that cent, on
    # purpose (docs/decisions.md 165), and a register value as that thousandth; one truly off (1.895
    # for an amount) is still a 400.
    return not _float_noise(str(failure.message))


# A multipart field is text on the wire: schemathesis writes a number, boolean, object or null that
# it generated for a text field as its JSON spelling (`1.9`, `{}`, `null`), which is a valid text,
# and an array as one part per item: none or one is a text field left out or sent once. (Two or
# more are repeated parts, which the service refuses: not excused.)
MULTIPART_TEXT = re.compile(
    r"violates `type` at /properties/(\S+) \(was string, became (number|integer|boolean|object|null|array)\)"
)


def _multipart_text(case, message):
    match = MULTIPART_TEXT.search(message)
    if not str(case.media_type or "").startswith("multipart/") or match is None:
        return False
    if match.group(2) != "array":
        return True
    value = case.body.get(match.group(1)) if isinstance(case.body, dict) else None
    return isinstance(value, list) and len(value) <= 1


NOISE = re.compile(r"violates `multipleOf` at \S+ \(was [^,]+, became (-?[0-9.eE+-]+)\)")


def _float_noise(message):
    match = NOISE.search(message)
    if not match:
        return False
    value = float(match.group(1))
    return value != round(value, 3) and abs(value - round(value, 3)) < 1e-9
