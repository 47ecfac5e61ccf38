import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()

RULES = """groups:
  - name: node
    rules:
      - alert: HostDown
        expr: up{job="node"} == 0
        for: 5m
        labels:
          severity: page
        annotations:
          summary: "{{ $labels.instance }} is down"

      - alert: RootDiskAlmostFull
        expr: (node_filesystem_avail_bytes{mountpoint="/",fstype!="tmpfs"} / node_filesystem_size_bytes{mountpoint="/",fstype!="tmpfs"}) * 100 < 20
        for: 10m
        labels:
          severity: page
        annotations:
          summary: "Root disk on {{ $labels.instance }} has less than 20% free"

      - alert: DataDiskAlmostFull
        # /data is the 8 TB array with the shared drives and the photo archive
        expr: (node_filesystem_avail_bytes{mountpoint="/data",fstype!="tmpfs"} / node_filesystem_size_bytes{mountpoint="/data",fstype!="tmpfs"}) * 100 < 20
        for: 10m
        labels:
          severity: page
        annotations:
          summary: "/data on {{ $labels.instance }} has less than 20% free"

      - alert: HighMemoryUse
        expr: (1 - node_memory_MemAvailable_bytes / node_memory_MemTotal_bytes) * 100 > 90
        for: 15m
        labels:
          severity: warn
        annotations:
          summary: "Memory use above 90% on {{ $labels.instance }}"
"""
ek.write(os.path.join(ws, "monitoring", "rules", "node_alerts.yml"), RULES)
ek.write(os.path.join(ws, "monitoring", "prometheus.yml"),
         "global:\n  scrape_interval: 30s\n  evaluation_interval: 30s\n\nrule_files:\n  - rules/*.yml\n\n"
         "scrape_configs:\n  - job_name: node\n    static_configs:\n      - targets: ['fileserver:9100', 'nas01:9100']\n")
ek.write(os.path.join(ws, "monitoring", "rules", "node_alerts.yml.orig"), RULES.replace("for: 10m", "for: 5m"))
