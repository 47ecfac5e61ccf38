import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
for name, image, port in (("api", "registry.local/shop-api:1.18.2", 8080), ("worker", "registry.local/shop-worker:1.18.2", 9090)):
    write(os.path.join(ws, "deploy", name + ".yaml"), """apiVersion: apps/v1
kind: Deployment
metadata:
  name: shop-%s
  labels:
    app: shop-%s
spec:
  replicas: 2
  selector:
    matchLabels:
      app: shop-%s
  template:
    metadata:
      labels:
        app: shop-%s
    spec:
      containers:
        - name: %s
          image: %s
          ports:
            - containerPort: %d
          resources:
            limits:
              cpu: "500m"
              memory: 512Mi
""" % (name, name, name, name, name, image, port))
