"""Records made from values already of their fields' types, without validating them again.

Validating a record first builds its model's validator (pydantic's core schema, and the
plugin look-up that loads `importlib.metadata`); for a cold `claims vet` of one line that
was about a tenth of the run, spent checking values the extraction and the checkers had
just typed themselves. `typed` sets such values as pydantic's own `model_construct` does:
every field in its declared order, the defaults filled in, the given names as the fields
set. It refuses a name the model does not have, a required field left out, and a record
whose id its model derives (`Claim`, `Document`) made without one, so a slip fails loudly
rather than printing a wrong record. What comes from outside (claim files, front matter,
the store, the API) is still validated by its model.

With `CHECKED` on (the tests turn it on), every record is also validated from the same
values and the two must agree in every field's value and type (a float is not an int, an
enum member is not its string, a tuple is not a list), so a value that validation would
have converted or refused shows up in the tests, at the call that made it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

if TYPE_CHECKING:
    from pydantic import GetJsonSchemaHandler
    from pydantic.json_schema import JsonSchemaValue
    from pydantic_core import CoreSchema

V = TypeVar("V", bound=BaseModel)

#: Validate every typed record as well and compare (for tests; see the module docstring).
CHECKED = False

_set = object.__setattr__

# model -> (field names in order, their set, every field in order with its default (None for
# a required one), fields whose default is copied for each record, required fields, whether
# its id is derived when left out)
_Shape = tuple[tuple[str, ...], frozenset[str], dict[str, Any], tuple[str, ...],
               frozenset[str], bool]
_shapes: dict[type[BaseModel], _Shape] = {}


def _shape(cls: type[BaseModel]) -> _Shape:
    """What `typed` needs of a model's fields, read once from its field table."""
    fields = cls.model_fields
    names = tuple(fields)
    for name, info in fields.items():
        if info.default_factory is not None:
            raise TypeError(f"typed: {cls.__name__}.{name} has a default factory")
    defaults = {name: info.default for name, info in fields.items() if not info.is_required()}
    # pydantic copies a mutable default for each record; so does `typed`
    copied = tuple(name for name, value in defaults.items()
                   if isinstance(value, (dict, list, set)))
    required = frozenset(name for name, info in fields.items() if info.is_required())
    # A copy of this, updated with the given values, has every field in declared order.
    template = {name: defaults.get(name) for name in names}
    shape = (names, frozenset(names), template, copied, required, hasattr(cls, "_derive_id"))
    _shapes[cls] = shape
    return shape


def typed(cls: type[V], /, **fields: Any) -> V:
    """A `cls` record of `fields`, values already of their fields' types: not validated."""
    _, known, template, copied, required, derives_id = _shapes.get(cls) or _shape(cls)
    given = fields.keys()
    if not given <= known or not required <= given or (derives_id and not fields.get("id")):
        _refuse(cls, fields, known, required)
    values = template.copy()  # updating keeps the declared order: only values change
    values.update(fields)
    for name in copied:
        if name not in fields:
            values[name] = type(values[name])(values[name])
    record = cls.__new__(cls)
    _set(record, "__dict__", values)
    _set(record, "__pydantic_fields_set__", set(given))
    _set(record, "__pydantic_extra__", None)
    _set(record, "__pydantic_private__", None)
    if CHECKED:
        _check(record, cls(**fields))
    return record


def defaults_built(cls: type[BaseModel], core_schema: CoreSchema,
                   handler: GetJsonSchemaHandler, /) -> JsonSchemaValue:
    """A model's JSON Schema as pydantic writes it, once the model of every record its fields
    default to is built: the schema writes each default, and a record (`Conditions`, made with
    `model_construct` so that importing the models builds nothing) is written by its own
    model, built only on first use."""
    for info in cls.model_fields.values():
        if isinstance(info.default, BaseModel) and not type(info.default).__pydantic_complete__:
            type(info.default).model_rebuild()
    return handler(core_schema)


def _refuse(cls: type[BaseModel], fields: dict[str, Any], known: frozenset[str],
            required: frozenset[str]) -> None:
    """Raise the TypeError that says what is wrong with the fields given for `cls`."""
    unknown = sorted(fields.keys() - known)
    if unknown:
        raise TypeError(f"typed: {cls.__name__} has no field {unknown[0]!r}")
    missing = sorted(required - fields.keys())
    if missing:
        raise TypeError(f"typed: {cls.__name__} needs {missing[0]!r}")
    raise TypeError(f"typed: a {cls.__name__} is made with its id")


def _check(made: BaseModel, validated: BaseModel) -> None:
    """Raise AssertionError unless the typed record and the validated one are alike."""
    if made.model_fields_set != validated.model_fields_set:
        raise AssertionError(f"typed {type(made).__name__}: fields set "
                             f"{sorted(made.model_fields_set)} against "
                             f"{sorted(validated.model_fields_set)}")
    where = different(made, validated, type(made).__name__)
    if where is not None:
        raise AssertionError(f"typed {where}")


def different(a: Any, b: Any, path: str) -> str | None:
    """Where `a` and `b` first differ in a value or a type (recursing into records, tuples,
    lists and dicts), as a path with both values; None when they are alike."""
    if type(a) is not type(b):
        return f"{path}: {a!r} ({type(a).__name__}) against {b!r} ({type(b).__name__})"
    if isinstance(a, BaseModel):
        if list(a.__dict__) != list(b.__dict__):
            return f"{path}: fields {list(a.__dict__)} against {list(b.__dict__)}"
        for name, value in a.__dict__.items():
            found = different(value, b.__dict__[name], f"{path}.{name}")
            if found is not None:
                return found
        return None
    if isinstance(a, (tuple, list)):
        if len(a) != len(b):
            return f"{path}: {len(a)} items against {len(b)}"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = different(x, y, f"{path}[{i}]")
            if found is not None:
                return found
        return None
    if isinstance(a, dict):
        if list(a) != list(b):
            return f"{path}: keys {list(a)} against {list(b)}"
        for key, value in a.items():
            found = different(value, b[key], f"{path}[{key!r}]")
            if found is not None:
                return found
        return None
    # NaN is not equal to itself, but the same in both; -0.0 and 0.0 print differently
    if a != b and not (a != a and b != b):
        return f"{path}: {a!r} against {b!r}"
    if isinstance(a, float) and str(a) != str(b):
        return f"{path}: {a!r} against {b!r}"
    return None
