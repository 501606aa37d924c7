# One image for the gateway and every service; the Kubernetes manifests pick the command.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx vite build web
ENV NODE_ENV=production
# Inside a container the services must answer on the pod or container network, not only loopback.
ENV GRPC_HOST=0.0.0.0
USER node
CMD ["node", "scripts/start.mjs"]
