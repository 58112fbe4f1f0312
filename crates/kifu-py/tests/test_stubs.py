"""The type stubs (`kifu/__init__.pyi`) say what the module has: every public name of
the module is in the stubs and every name of the stubs in the module, functions and
methods with the same parameters (names, kinds, defaults) as `inspect.signature` reads
them; and every public function, class, method and property has a docstring."""

import ast
import inspect
from pathlib import Path

import kifu

STUB = Path(kifu.__file__).with_name("__init__.pyi")
KINDS = {
    "posonlyargs": inspect.Parameter.POSITIONAL_ONLY,
    "args": inspect.Parameter.POSITIONAL_OR_KEYWORD,
    "kwonlyargs": inspect.Parameter.KEYWORD_ONLY,
}


def public(name):
    return not name.startswith("_")


def stub_params(fn):
    """(name, kind, default) of a stub function's parameters, `self` left out."""
    a = fn.args
    params = []
    positional = a.posonlyargs + a.args
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    for arg, default in zip(positional, defaults):
        kind = KINDS["posonlyargs" if arg in a.posonlyargs else "args"]
        params.append((arg.arg, kind, default))
    for arg, default in zip(a.kwonlyargs, a.kw_defaults):
        params.append((arg.arg, KINDS["kwonlyargs"], default))
    out = []
    for name, kind, default in params:
        if name == "self":
            continue
        value = inspect.Parameter.empty if default is None else ast.literal_eval(default)
        out.append((name, kind, value))
    return out


def live_params(fn):
    sig = inspect.signature(fn)
    return [
        (p.name, p.kind, p.default)
        for p in sig.parameters.values()
        if p.name != "self"
    ]


def stub_tree():
    tree = ast.parse(STUB.read_text(encoding="utf-8"))
    functions, classes, values = {}, {}, set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            functions[node.name] = node
        elif isinstance(node, ast.ClassDef):
            classes[node.name] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            values.add(node.target.id)
        elif isinstance(node, ast.Assign):
            values.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return functions, classes, values


def test_the_stubs_name_what_the_module_has():
    functions, classes, values = stub_tree()
    in_stub = {n for n in (*functions, *classes, *values) if public(n) or n == "__version__"}
    in_module = {n for n in dir(kifu) if public(n) and not inspect.ismodule(getattr(kifu, n))}
    in_module.add("__version__")
    assert in_stub == in_module
    assert set(kifu.__all__) == in_module


def test_functions_have_the_stubs_parameters():
    functions, _, _ = stub_tree()
    for name, node in functions.items():
        assert live_params(getattr(kifu, name)) == stub_params(node), name


def test_classes_have_the_stubs_methods_and_properties():
    _, classes, _ = stub_tree()
    for name, node in classes.items():
        cls = getattr(kifu, name)
        methods, properties, attributes = {}, set(), set()
        for item in node.body:
            if isinstance(item, ast.FunctionDef):
                decorators = {d.id for d in item.decorator_list if isinstance(d, ast.Name)}
                if "property" in decorators:
                    properties.add(item.name)
                else:
                    methods[item.name] = item
            elif isinstance(item, ast.AnnAssign):
                attributes.add(item.target.id)
        if issubclass(cls, BaseException):
            assert issubclass(cls, ValueError)
            assert attributes == {"problems"}
            continue
        live = {n: v for n, v in vars(cls).items() if public(n)}
        live_properties = {n for n, v in live.items() if inspect.isdatadescriptor(v)}
        live_methods = {n for n, v in live.items() if callable(v)}
        assert live_properties == properties, name
        assert live_methods == set(methods), name
        for m, stub in methods.items():
            assert live_params(getattr(cls, m)) == stub_params(stub), f"{name}.{m}"


def test_everything_public_has_a_docstring():
    for name in kifu.__all__:
        thing = getattr(kifu, name)
        if name == "__version__":
            continue
        assert (thing.__doc__ or "").strip(), name
        if inspect.isclass(thing):
            for attr, value in vars(thing).items():
                if public(attr):
                    assert (value.__doc__ or "").strip(), f"{name}.{attr}"


def test_a_typed_program_checks_under_mypy_strict_and_runs(tmp_path):
    """The stubs type a program using the whole API (`mypy --strict`, when mypy is
    installed: `.ci/run` installs it), they catch a wrong one, and the program runs."""
    import subprocess
    import sys

    from conftest import ROOT

    example = Path(__file__).with_name("typed_example.py")
    done = subprocess.run(
        [sys.executable, str(example)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    api = __import__("pytest").importorskip("mypy.api")
    out, _, code = api.run(["--strict", "--no-incremental", str(example)])
    assert code == 0, out
    wrong = tmp_path / "wrong.py"
    wrong.write_text('import kifu\nx: int = kifu.parse("")[0].game\nkifu.parse("", gam="x")\n')
    out, _, code = api.run(["--strict", "--no-incremental", str(wrong)])
    assert code == 1 and "Incompatible types" in out and '"gam"' in out, out
