"""The contract between the parts, depending on nothing else in the package.

``events`` (the wire protocol), ``tools`` (a tool's definition and one call of it), ``capability``
(what a capability is and what its calls and tasks produce), ``context`` (what a capability may use
of the run), ``approval`` (a request for approval and its verdict), ``task`` (the typed task and
loop state).  Import the module you need: this face imports nothing, so that reading one contract
does not load the others (``events`` loads pydantic).
"""
