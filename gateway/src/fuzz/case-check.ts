import { answerProblem, prototypeState } from './case-verdict';
import type { FuzzCase } from './fuzz-case';
import type { FuzzShop } from './fuzz-shop';
import { sendCase, type Answer } from './send-case';
import { snapshotDiff, type StoreSnapshot } from './store-snapshot';

/**
 * Sends cases one at a time and judges each: a 5xx, a hang, an unhandled rejection, a 4xx without
 * the error envelope, a polluted Object.prototype, or a stored document that changed although the
 * request was refused (4xx). Keeps the snapshot of the stores at rest between cases.
 */
export class CaseChecker {
  private settled: Settled | undefined;
  private readonly unhandled: unknown[] = [];
  private readonly onUnhandled = (reason: unknown) => void this.unhandled.push(reason);

  constructor(
    private readonly fuzz: FuzzShop,
    private readonly timeoutMs: number,
  ) {
    process.on('unhandledRejection', this.onUnhandled);
  }

  /** Throws what is wrong with the case's answer, the case itself described. */
  async check(fuzzed: FuzzCase): Promise<Answer> {
    const { fuzz } = this;
    this.settled ??= await quiet(fuzz, 20);
    const prototypeBefore = prototypeState();
    const answer = await this.send(fuzzed);
    const problems = [answerProblem(answer)];
    if (prototypeState() !== prototypeBefore) problems.push(`Object.prototype changed: ${prototypeState()}`);
    if (this.unhandled.length) problems.push(`unhandled rejection: ${String(this.unhandled.splice(0)[0])}`);
    if (answer.status >= 400 && answer.status < 500) {
      const before = this.settled;
      this.settled = undefined;
      if (fuzz.snapshots.version() === before.version) this.settled = before;
      else if (!snapshotDiff(before.snapshot, fuzz.snapshots.take(), 1).length) this.settled = { snapshot: fuzz.snapshots.take(), version: fuzz.snapshots.version() };
      else {
        const changed = await changesOnReplay(fuzz, () => this.send(fuzzed));
        if (changed.length) problems.push(`refused with ${answer.status} but changed records: ${changed.join('; ')}`);
      }
    } else {
      await afterSuccess(fuzz, fuzzed, answer.status);
      this.settled = undefined;
    }
    const found = problems.filter(Boolean);
    if (found.length) {
      this.settled = undefined;
      const logged = answer.status >= 500 ? `\nlogged: ${fuzz.errorLog.slice(-2).join('')}` : '';
      throw new Error(`${found.join('\n')}\n${describe(fuzzed)}${logged}`);
    }
    return answer;
  }

  close(): void {
    process.off('unhandledRejection', this.onUnhandled);
  }

  private send(fuzzed: FuzzCase): Promise<Answer> {
    return sendCase(this.fuzz.shop.url, fuzzed, this.fuzz.tokens[fuzzed.role], this.timeoutMs);
  }
}

interface Settled {
  snapshot: StoreSnapshot;
  version: string;
}

/**
 * The stores once nothing has been committed to them for `quietMs`: a success may leave work for
 * the event consumers and the outbox relays to finish, which a later refused case must not be
 * blamed for.
 */
async function quiet(fuzz: FuzzShop, quietMs: number, maxMs = 5_000): Promise<Settled> {
  const started = performance.now();
  let version = fuzz.snapshots.version();
  let since = started;
  while (performance.now() - since < quietMs && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const next = fuzz.snapshots.version();
    if (next !== version) [version, since] = [next, performance.now()];
  }
  return { snapshot: fuzz.snapshots.take(), version };
}

/**
 * A refused request seen next to a change may only have met background work (a payment poller,
 * an e-mail retry round, a simulated provider approving a payment seconds later). It is sent
 * again twice on a shop at rest: the change is the request's when it comes back both times.
 */
async function changesOnReplay(fuzz: FuzzShop, replay: () => Promise<unknown>): Promise<string[]> {
  let changed: string[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const before = await quiet(fuzz, 250);
    await replay();
    changed = fuzz.snapshots.version() === before.version ? [] : snapshotDiff(before.snapshot, fuzz.snapshots.take());
    if (!changed.length) return [];
  }
  return changed;
}

/**
 * Undoes what would spoil the cases after it: the shopper blocked by the admin, or a role's
 * session ended (a sign-out with its bearer token, or whatever else comes to revoke one).
 */
async function afterSuccess(fuzz: FuzzShop, fuzzed: FuzzCase, status: number): Promise<void> {
  if (status < 200 || status >= 300) return;
  if (fuzzed.route.startsWith('patch /admin/users/')) {
    await fuzz.shop.api(`/api/v1/admin/users/${fuzz.shopperId}/block`, { method: 'PATCH', token: fuzz.tokens.admin, json: { blocked: false } });
  }
  for (const role of ['shopper', 'admin'] as const) {
    if ((await fuzz.shop.api('/api/v1/auth/me', { token: fuzz.tokens[role] })).status === 401) await fuzz.renew(role);
  }
}

function describe(fuzzed: FuzzCase): string {
  const body = fuzzed.body ? fuzzed.body.bytes.toString('utf8') : '';
  const shown = body.length > 400 ? `${body.slice(0, 400)}… (${body.length} bytes)` : body;
  const path = fuzzed.path.length > 400 ? `${fuzzed.path.slice(0, 400)}… (${fuzzed.path.length} chars)` : fuzzed.path;
  return `as ${fuzzed.role}, spoilt ${fuzzed.spoilt}: ${fuzzed.method} ${path}\ncontent-type: ${fuzzed.body?.contentType ?? '(none)'}${fuzzed.body?.contentEncoding ? `, content-encoding: ${fuzzed.body.contentEncoding}` : ''}\nbody: ${shown}`;
}
