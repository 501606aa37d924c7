# One image for the gateway and every service; the Kubernetes manifests pick the command.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx vite build web
ENV NODE_ENV=production
USER node
CMD ["node", "scripts/start.mjs"]
