"""Built-in capabilities: local_kb_retrieval, terminal_exec, docx."""
