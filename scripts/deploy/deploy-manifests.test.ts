// deploy/k8s: each overlay renders (kustomize build), every object is valid against the
// Kubernetes schemas, and the manifests match the code: the settings each process reads, the
// gRPC calls it makes (NetworkPolicies), its probes, limits and security context.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '@shop/platform';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import { ROOT } from '../build-server.mjs';
import { readProcessCode, type ProcessCode } from './process-code';
import {
  K8S_DIR, OVERLAYS, deployments, kustomizeMissing, named, networkPolicies, ofKind, renderOverlay, schemaProblem, workloads,
  type KubeObject, type Overlay,
} from './rendered-manifests';

const missing = kustomizeMissing();
const NAME = 'app.kubernetes.io/name';
const NAMESPACE = 'kubernetes.io/metadata.name';
/** Where each process serves Prometheus metrics (METRICS_PORT's default). */
const METRICS_PORT = 9464;
const STORE_PORTS = { documents: [27017], cache: [6379], events: [5671, 5672] } as const;
/** Beyond its stores and callees: the payment providers over HTTPS, the mail relay (SMTP_URL). */
const EXTRA_EGRESS: Record<string, number[]> = { payments: [443], notifications: [25, 465, 587] };
const DEV_STORES = { mongo: 'documents', redis: 'cache', rabbitmq: 'events' } as const;

let code: ProcessCode[];
const rendered = new Map<Overlay, KubeObject[]>();
beforeAll(async () => {
  code = await readProcessCode();
  if (!missing) for (const overlay of OVERLAYS) rendered.set(overlay, renderOverlay(overlay));
}, 60_000);

const container = (objects: KubeObject[], name: string): IContainer => {
  const deployment = deployments(objects).find((candidate) => candidate.metadata?.name === name);
  if (!deployment) throw new Error(`no Deployment ${name}`);
  return deployment.spec!.template.spec!.containers[0]!;
};
const peerNames = (peers: INetworkPolicyPeer[] | undefined) => (peers ?? []).map((peer) => peer.podSelector?.matchLabels?.[NAME]).filter(Boolean).sort();
const sorted = (values: Iterable<string>) => [...values].sort();

/** The environment a container starts with: literal values, its ConfigMaps and Secrets as rendered. */
function environmentOf(objects: KubeObject[], app: IContainer) {
  const data = (kind: string, name: string) => {
    const object = named(objects, kind, name) as { data?: Record<string, string> } | undefined;
    return kind === 'Secret' ? Object.fromEntries(Object.entries(object?.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString()])) : (object?.data ?? {});
  };
  const env: Record<string, string | undefined> = {};
  for (const source of app.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, data('ConfigMap', source.configMapRef.name!));
    if (source.secretRef) Object.assign(env, data('Secret', source.secretRef.name!));
  }
  for (const variable of app.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef ?? variable.valueFrom?.configMapKeyRef;
    const kind = variable.valueFrom?.secretKeyRef ? 'Secret' : 'ConfigMap';
    env[variable.name] = ref ? data(kind, ref.name!)[ref.key] : (variable.value ?? '');
  }
  return env;
}

describe.skipIf(Boolean(missing))(`deploy/k8s overlays${missing ? ` (skipped: ${missing})` : ''}`, () => {
  describe.each(OVERLAYS)('overlays/%s', (overlay) => {
    const objects = () => rendered.get(overlay)!;

    it('renders only objects that are valid against the Kubernetes schemas', () => {
      const problems = objects().map((object) => [`${object.kind}/${object.metadata.name}`, schemaProblem(object)]).filter(([, problem]) => problem);
      expect(problems).toEqual([]);
      expect(objects().every((object) => object.kind === 'Namespace' || object.metadata.namespace === 'devshop')).toBe(true);
    });

    it('runs every process of the code, by argument, from the one image', () => {
      for (const process of code) {
        const app = container(objects(), process.name);
        expect(app.args, process.name).toEqual([process.name]);
        expect(app.command, `${process.name} runs the image's entry point, not tsx`).toBeUndefined();
        const metrics = app.ports!.find((port) => port.name === 'metrics');
        expect([metrics?.containerPort, environmentOf(objects(), app).METRICS_PORT], `${process.name} metrics`).toEqual([METRICS_PORT, String(METRICS_PORT)]);
      }
    });

    it('gives each process every setting its code reads', () => {
      for (const process of code) {
        const app = container(objects(), process.name);
        const provided = new Set(Object.keys(environmentOf(objects(), app)));
        for (const variable of app.env ?? []) provided.add(variable.name);
        expect(sorted(process.settings).filter((name) => !provided.has(name)), `${process.name} in ${overlay}`).toEqual([]);
      }
    });

    it('takes secrets by reference from devshop-secrets, documented in secret.example.yaml', () => {
      const example = parse(readFileSync(join(K8S_DIR, 'secret.example.yaml'), 'utf8')) as { stringData: Record<string, string> };
      for (const process of code) {
        for (const variable of container(objects(), process.name).env ?? []) {
          const ref = variable.valueFrom?.secretKeyRef;
          if (!ref) continue;
          expect(ref.name).toBe('devshop-secrets');
          expect(Object.keys(example.stringData), `${ref.key} is documented`).toContain(ref.key);
        }
      }
    });

    it('runs each process with three probes, requests and limits, and a locked-down security context', () => {
      for (const workload of workloads(objects())) {
        const name = workload.metadata!.name!;
        const pod = workload.spec!.template.spec!;
        for (const app of pod.containers) {
          expect([app.readinessProbe, app.livenessProbe, app.startupProbe].every(Boolean), `${name} probes`).toBe(true);
          expect(app.resources?.requests?.cpu && app.resources.requests.memory && app.resources.limits?.memory, `${name} resources`).toBeTruthy();
          expect(app.securityContext?.allowPrivilegeEscalation, name).toBe(false);
          expect(app.securityContext?.capabilities?.drop, name).toEqual(['ALL']);
        }
        expect(pod.securityContext?.runAsNonRoot, name).toBe(true);
        expect(pod.securityContext?.seccompProfile?.type, name).toBe('RuntimeDefault');
      }
      for (const process of code) {
        const app = container(objects(), process.name);
        const env = environmentOf(objects(), app);
        expect(app.securityContext?.readOnlyRootFilesystem, process.name).toBe(true);
        const mounts = (app.volumeMounts ?? []).map((mount) => mount.mountPath);
        expect(mounts, `${process.name} writes to /tmp and DATA_DIR only`).toEqual(expect.arrayContaining(['/tmp', env.DATA_DIR]));
      }
    });

    it('probes readiness on the default health service and liveness on `liveness`, never the default', () => {
      const systemRoutes = readFileSync(join(ROOT, 'gateway/src/routes/system.routes.ts'), 'utf8');
      for (const process of code) {
        const app = container(objects(), process.name);
        if (process.name === 'gateway') {
          for (const path of [app.readinessProbe?.httpGet?.path, app.livenessProbe?.httpGet?.path]) expect(systemRoutes).toContain(`path: '${path}'`);
          expect([app.readinessProbe?.httpGet?.path, app.livenessProbe?.httpGet?.path]).toEqual(['/ready', '/health']);
          continue;
        }
        expect(app.readinessProbe?.grpc, process.name).toEqual({ port: process.port, service: '' });
        expect(app.livenessProbe?.grpc, process.name).toEqual({ port: process.port, service: 'liveness' });
        expect(app.startupProbe?.grpc?.service, process.name).toBe('liveness');
      }
    });

    it('gives every process an autoscaler and a disruption budget', () => {
      const hpas = ofKind<{ spec: { scaleTargetRef: { kind: string; name: string } } }>(objects(), 'HorizontalPodAutoscaler');
      const pdbs = ofKind<{ spec: { selector: { matchLabels: Record<string, string> } } }>(objects(), 'PodDisruptionBudget');
      for (const process of code) {
        expect(hpas.some((hpa) => hpa.spec.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === process.name), process.name).toBe(true);
        expect(pdbs.some((pdb) => pdb.spec.selector.matchLabels[NAME] === process.name), process.name).toBe(true);
      }
    });

    it('denies all traffic but DNS, the real gRPC calls, the stores and the providers', () => {
      const policies = networkPolicies(objects());
      const deny = policies.find((policy) => policy.metadata?.name === 'default-deny')!;
      expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
      for (const process of code) {
        const own = policies.filter((policy) => policy.spec?.podSelector.matchLabels?.[NAME] === process.name);
        expect(own, process.name).toHaveLength(1);
        const spec = own[0]!.spec!;
        const callers = code.filter((caller) => caller.callees.has(process.name)).map((caller) => caller.name);
        expect(spec.ingress!.map((rule) => rule.ports!.map((port) => port.port)), process.name).toEqual([[process.port], [METRICS_PORT]]);
        const [served, scraped] = spec.ingress!;
        expect(peerNames(served!.from), `${process.name} callers`).toEqual(sorted(callers));
        if (process.name === 'gateway') expect(served!.from, 'the ingress controller only').toEqual([{ namespaceSelector: { matchLabels: { [NAMESPACE]: 'ingress-nginx' } } }]);
        expect(scraped!.from, 'Prometheus only').toEqual([{ namespaceSelector: { matchLabels: { [NAMESPACE]: 'monitoring' } } }]);
        const toPods = spec.egress!.filter((rule) => rule.to);
        expect(toPods.flatMap((rule) => peerNames(rule.to)).sort(), `${process.name} callees`).toEqual(sorted(process.callees));
        for (const rule of toPods) expect(rule.ports!.map((port) => port.port)).toEqual([code.find((callee) => callee.name === peerNames(rule.to)[0])!.port]);
        const byPort = spec.egress!.filter((rule) => !rule.to).flatMap((rule) => rule.ports!.map((port) => port.port));
        const expected = [...[...process.stores].flatMap((store) => STORE_PORTS[store]), ...(EXTRA_EGRESS[process.name] ?? [])];
        expect(byPort.sort(), `${process.name} egress by port`).toEqual(expected.sort());
      }
    });

    it('lets every pod send its traces to the collector in the monitoring namespace, over OTLP/HTTP only', () => {
      const otlp = networkPolicies(objects()).find((policy) => policy.metadata?.name === 'allow-otlp')!;
      expect(otlp.spec).toEqual({
        podSelector: {},
        policyTypes: ['Egress'],
        egress: [{ to: [{ namespaceSelector: { matchLabels: { [NAMESPACE]: 'monitoring' } } }], ports: [{ protocol: 'TCP', port: 4318 }] }],
      });
    });

    it('exposes the gateway, and only it, through the Ingress', () => {
      const ingresses = ofKind<{ spec: { rules: Array<{ http: { paths: Array<{ backend: { service: { name: string } } }> } }> } }>(objects(), 'Ingress');
      expect(ingresses.flatMap((ingress) => ingress.spec.rules.flatMap((rule) => rule.http.paths.map((path) => path.backend.service.name)))).toEqual(['gateway']);
    });
  });

  it('dev: one replica each, the stores in the cluster, settings that start every process', () => {
    const objects = rendered.get('dev')!;
    expect(workloads(objects).every((workload) => workload.spec!.replicas === 1)).toBe(true);
    expect(container(objects, 'gateway').args).toEqual(['gateway']);
    const mongo = workloads(objects).find((workload) => workload.metadata!.name === 'mongo')!;
    expect(mongo.spec!.template.spec!.containers[0]!.args).toEqual(expect.arrayContaining(['--replSet']));
    for (const process of code) {
      const env = environmentOf(objects, container(objects, process.name));
      expect(() => loadConfig(env), process.name).not.toThrow();
      if (process.stores.has('documents')) expect(env.MONGO_URL).toContain('replicaSet=rs0');
    }
    for (const [store, use] of Object.entries(DEV_STORES)) {
      const policy = networkPolicies(objects).find((candidate) => candidate.metadata?.name === store)!;
      const users = code.filter((process) => process.stores.has(use)).map((process) => process.name);
      expect(peerNames(policy.spec!.ingress![0]!.from).filter((name) => name !== store), store).toEqual(sorted(users));
    }
  });

  it('prod: managed stores by Secret, three replicas spread over zones and nodes', () => {
    const objects = rendered.get('prod')!;
    expect(ofKind(objects, 'StatefulSet')).toEqual([]);
    expect(ofKind(objects, 'Secret'), 'the Secret is created outside the kustomization').toEqual([]);
    for (const deployment of deployments(objects)) {
      expect(deployment.spec!.replicas).toBeGreaterThanOrEqual(3);
      const keys = deployment.spec!.template.spec!.topologySpreadConstraints!.map((constraint) => constraint.topologyKey);
      expect(keys).toEqual(['topology.kubernetes.io/zone', 'kubernetes.io/hostname']);
    }
    const jwt = container(objects, 'identity').env!.find((variable) => variable.name === 'JWT_PRIVATE_KEY')!;
    expect(jwt.valueFrom!.secretKeyRef!.optional, 'every identity replica signs with the same key').toBe(false);
  });
});
