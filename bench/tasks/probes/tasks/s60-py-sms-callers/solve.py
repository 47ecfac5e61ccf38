import ast, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
pkg = os.path.join(ws, "squeegee", "squeegee")
found = []
for fn in sorted(os.listdir(pkg)):
    if not fn.endswith(".py"):
        continue
    mod = fn[:-3]
    tree = ast.parse(ek.read(os.path.join(pkg, fn)))
    names = {"send_sms"} if mod == "notify" else set()   # bare names meaning notify.send_sms
    mods = set()                                          # names bound to the notify module
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for a in node.names:
                if node.module in ("notify", "squeegee.notify") and a.name == "send_sms":
                    names.add(a.asname or a.name)
                if node.module in (None, "squeegee") and a.name == "notify":
                    mods.add(a.asname or a.name)

    def calls(func):
        for n in ast.walk(func):
            if isinstance(n, ast.Call):
                f = n.func
                if isinstance(f, ast.Name) and f.id in names:
                    return True
                if isinstance(f, ast.Attribute) and f.attr == "send_sms" and isinstance(f.value, ast.Name) and f.value.id in mods:
                    return True
        return False

    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name != "send_sms" and calls(node):
            found.append("%s.%s" % (mod, node.name))
        elif isinstance(node, ast.ClassDef):
            for m in node.body:
                if isinstance(m, ast.FunctionDef) and calls(m):
                    found.append("%s.%s.%s" % (mod, node.name, m.name))
ek.write(os.path.join(ws, "sms_callers.txt"), "\n".join(found))
ek.emit(ev, answer="Functions that call notify.send_sms directly (written to sms_callers.txt):\n" + "\n".join(found),
        artifacts=["sms_callers.txt"])
