/**
 * @module The probing context of one operation: its path, its learned rejection convention, the
 * accepted baseline body, its place in the work queue (the tier under way, the accepted-body
 * search's slices; each request waits its turn), a request allowance (limits only), and the
 * evidence collected for the response and error shapes. Field facts are held as pending until the
 * baseline is re-verified, so a state change on the server cannot turn into a wrong fact.
 */
import type { OperationNumber } from '../../../fixtures/catalog.ts';
import { type HttpMethod, pathParams } from '../../../fixtures/operation-def.ts';
import type { AuthVariant, CaseBody } from '../../core/case.ts';
import type { Exchange } from '../../core/exchange.ts';
import type { Observation, StatusCause } from '../../core/observation.ts';
import { asksToWait } from '../../http/retry-after.ts';
import type { DiscoverableOperation } from '../discovery-result.ts';
import { classify, isTransient, type Verdict } from './classify-response.ts';
import type { Session } from './session.ts';
import { isSlashRedirect, twin } from './slash-redirect.ts';
import { searchBand, searchRound, type Tier, tierBand } from './stage.ts';

/** This operation's allowance for the current phase is spent. */
export class AllowanceSpent extends Error {
  override readonly name = 'AllowanceSpent';
}

/**
 * The server still says "wait" after every resend the run could afford: no probe may read that
 * answer (it is no fact about the request), so this operation's probing stops here.
 */
export class StillRateLimited extends Error {
  override readonly name = 'StillRateLimited';
}

export type JsonBody = Record<string, unknown>;

export interface ProbeRequest {
  readonly label: string;
  /** `undefined`: the accepted baseline body (or no body for bodiless operations). */
  readonly body?: CaseBody;
  readonly auth?: AuthVariant;
  /** Overrides the operation's filled path. */
  readonly path?: string;
  /** Overrides the operation's method (a method the document does not list, for its answer). */
  readonly method?: HttpMethod;
  readonly honour429?: boolean;
  /** Sent at once, not at the learned pace (the rate-limit probe pushes to measure it). */
  readonly unpaced?: boolean;
  /**
   * The answer is only the probe's own observation (a method the document does not list): it
   * teaches the operation nothing, neither a slash twin to probe at nor a way of refusing.
   */
  readonly aside?: boolean;
  /**
   * The answer follows from an identical request already answered while the baseline held (the
   * same body, path and credentials): reuse it instead of sending again.
   */
  readonly reuse?: boolean;
}

/** The accepted-body search under way: the requests it sent, and what to do when it first yields. */
interface Search {
  spent: number;
  onYield: (() => Promise<void>) | undefined;
}

export class OpContext {
  readonly params: Record<string, string> = {};
  /** Path parameters whose id had to be made up (none configured or harvested). */
  readonly madeUp = new Set<string>();
  /** Statuses seen answering certainly-invalid requests. */
  readonly rejectionStatuses = new Set<number>();
  failureEnvelope = false;
  accepted: JsonBody | undefined;
  acceptedStatus: number | undefined;
  /** Field probes are allowed (baseline accepted and repeatable, body read). */
  fieldProbes = false;
  /** Why field probes stopped, if they did. */
  stopped: string | undefined;
  /** Fields the document names plus fields found by probing. */
  readonly fields: string[];
  /** Accepted answers to valid authorised requests. */
  readonly successes: Exchange[] = [];
  /** Error answers by cause. */
  readonly errors = new Map<StatusCause, Exchange[]>();
  /** The path template probes use: the document's, or its trailing-slash twin the server redirects to. */
  private template: string;
  private pending: Observation[] = [];
  private allowance = Number.POSITIVE_INFINITY;
  private spentInPhase = 0;
  private trialsSinceVerify = 0;
  private rejectStreak = 0;
  /** Answers to reusable requests, by what was sent; dropped when the baseline stops holding. */
  private readonly answered = new Map<string, Verdict>();
  /** The tier of the work under way: where this operation's next request stands in the queue. */
  tier: Tier = 'verdict';
  /** While set, overrides the band (an operation waiting for the ids another one creates). */
  hold: (() => number) | undefined;
  private search: Search | undefined;
  /** Whether any answer was more than a server error or a failed transport. */
  heard = false;
  private yielding = false;
  /** Sends of a cut: only to re-verify pending facts, from the requests the session held back. */
  private closing = false;

  constructor(
    readonly op: DiscoverableOperation,
    readonly session: Session,
    /** Its place in the catalog: the queue serves equal bands in this order. */
    readonly index = 0,
  ) {
    this.fields = op.body.kind === 'fields' ? Object.keys(op.body.fields) : [];
    this.template = op.path;
  }

  get number(): OperationNumber {
    return this.op.number;
  }

  get paramNames(): string[] {
    return pathParams(this.op.path);
  }

  /** The operation's path with the known ids filled in. */
  get path(): string {
    return this.fill(this.params);
  }

  fill(values: Readonly<Record<string, string>>): string {
    return this.template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
  }

  /** Whether the operation has a JSON body to probe at all. */
  get hasBody(): boolean {
    return this.op.body.kind !== 'none';
  }

  /** The work queue's order for this operation's next request (lower first). */
  band(): number {
    if (this.hold !== undefined) return this.hold();
    if (this.search !== undefined && !this.yielding) return searchBand(searchRound(this.search.spent));
    return tierBand(this.tier);
  }

  /** Waits for this operation's turn in the queue without sending (before its first request). */
  turn(): Promise<void> {
    return this.session.queue.turn(this);
  }

  /**
   * Runs the accepted-body search: once its first slice is spent, `onYield` runs (what the verdict
   * needs without an accepted body), then the search waits its turn behind other operations' work.
   */
  async searching<T>(run: () => Promise<T>, onYield: () => Promise<void>): Promise<T> {
    this.search = { spent: 0, onYield };
    try {
      return await run();
    } finally {
      this.search = undefined;
    }
  }

  /** Whether this operation holds facts not yet re-verified. */
  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** A cut: re-verifies the baseline once from the requests held back, so pending facts can be kept. */
  async close(): Promise<void> {
    if (!this.hasPending) return;
    this.closing = true;
    try {
      await this.verify(true);
    } finally {
      this.closing = false;
    }
  }

  startPhase(allowance: number): void {
    this.allowance = Math.max(0, allowance);
    this.spentInPhase = 0;
  }

  /** Grants a few more requests in this phase (to re-verify before keeping pending facts). */
  extend(requests: number): void {
    this.allowance = this.spentInPhase + requests;
  }

  get spent(): number {
    return this.spentInPhase;
  }

  get phaseRemaining(): number {
    return Math.min(this.allowance - this.spentInPhase, this.session.remaining);
  }

  log(line: string): void {
    this.session.log(`op${String(this.number).padStart(2, '0')} ${line}`);
  }

  /** Records a fact now (not subject to re-verification). */
  observe(o: Observation): void {
    this.session.observe(o);
  }

  /** Records a field fact once the baseline is next seen accepted. */
  observeField(o: Observation): void {
    this.pending.push(o);
  }

  jsonBody(value: unknown): CaseBody {
    return { kind: 'json', value };
  }

  baselineBody(): CaseBody {
    if (!this.hasBody) return { kind: 'none' };
    const effect = this.op.sideEffect;
    const safe = effect.kind === 'external-unless' ? { [effect.field]: effect.value } : {};
    return { kind: 'json', value: this.accepted ?? safe };
  }

  /** Sends one probe (retrying once when the answer is transient) and classifies the answer. */
  async request(req: ProbeRequest): Promise<Verdict> {
    const key = req.reuse
      ? JSON.stringify([req.path ?? this.path, req.auth ?? 'token', req.body ?? null])
      : '';
    const known = this.answered.get(key);
    if (known !== undefined) return { ...known, reused: true };
    const v = await this.send(req);
    if (req.reuse && !isTransient(v)) this.answered.set(key, v);
    return v;
  }

  private async send(req: ProbeRequest): Promise<Verdict> {
    const sent = req.path ?? this.path;
    let target: ProbeRequest = { ...req, path: sent };
    let v = await this.sendOnce(target);
    if (!req.aside && isSlashRedirect(v.exchange, sent, this.session.opts.client.baseUrl)) {
      this.template = twin(this.template);
      this.log(`the server redirects to ${twin(sent)}; probing ${this.template}`);
      target = { ...req, path: twin(sent) };
      v = await this.sendOnce(target);
    }
    if (isTransient(v) && req.honour429 !== false) v = await this.sendOnce(target);
    if (req.honour429 !== false && asksToWait(v.exchange.response)) {
      throw new StillRateLimited(
        `op ${this.number}: the server still answered ${v.status} (wait) after waiting and resending (${v.exchange.id})`,
      );
    }
    // A `{success:false}` under 2xx to any probe (no token, another tenant's id, a bad body) is
    // how this operation refuses: the cases must read such answers as refusals too.
    if (!req.aside && v.outcome === 'rejected' && (v.status ?? 0) < 300) this.failureEnvelope = true;
    return v;
  }

  private async sendOnce(req: ProbeRequest): Promise<Verdict> {
    await this.yieldIfDue();
    await this.turn();
    if (this.spentInPhase >= this.allowance) throw new AllowanceSpent(`op ${this.number}: allowance spent`);
    const body = req.body ?? this.baselineBody();
    const before = this.session.requestsUsed;
    const exchange = await this.session.send(
      {
        method: req.method ?? this.op.method,
        path: req.path ?? this.path,
        auth: req.auth ?? 'token',
        body,
        operation: this.number,
        label: `discovery:${req.label}`,
        ...(req.honour429 === false && { honour429: false }),
        ...(req.unpaced === true && { unpaced: true }),
      },
      this.closing,
    );
    const used = this.session.requestsUsed - before;
    this.spentInPhase += used;
    if (this.search !== undefined && !this.yielding) this.search.spent += used;
    const keys = body.kind === 'json' && isRecord(body.value) ? Object.keys(body.value) : [];
    const v = classify(exchange, this.rejectionStatuses, [...new Set([...this.fields, ...keys])]);
    if (v.outcome !== 'server_error' && v.outcome !== 'failed') this.heard = true;
    return v;
  }

  /** The search's first slice is spent: run its yield once, outside the search's own count. */
  private async yieldIfDue(): Promise<void> {
    const search = this.search;
    if (search?.onYield === undefined || this.yielding || searchRound(search.spent) === 0) return;
    const onYield = search.onYield;
    search.onYield = undefined;
    this.log(`no accepted body after ${search.spent} requests: yielding the search`);
    this.yielding = true;
    try {
      await onYield();
    } finally {
      this.yielding = false;
    }
  }

  recordSuccess(v: Verdict): void {
    if (v.outcome === 'accepted') this.successes.push(v.exchange);
  }

  recordError(cause: StatusCause, v: Verdict): void {
    // A "wait and resend" answer says nothing about the request (nor a success, nor an error shape).
    if (v.exchange.response === undefined || v.outcome === 'accepted' || asksToWait(v.exchange.response))
      return;
    const list = this.errors.get(cause) ?? [];
    list.push(v.exchange);
    this.errors.set(cause, list);
  }

  /**
   * Bookkeeping after each field trial: re-verifies the baseline every so often and after a streak
   * of rejections (a state change looks exactly like a run of rejections).
   */
  async afterTrial(rejected: boolean): Promise<void> {
    this.trialsSinceVerify += 1;
    this.rejectStreak = rejected ? this.rejectStreak + 1 : 0;
    if (this.trialsSinceVerify >= 30 || this.rejectStreak >= 8) await this.verify();
  }

  /** Re-sends the baseline: accepted → pending facts are kept; otherwise they are dropped. */
  async verify(force = false): Promise<boolean> {
    if (!force && this.pending.length === 0 && this.trialsSinceVerify === 0) return true;
    this.trialsSinceVerify = 0;
    this.rejectStreak = 0;
    const v = await this.request({ label: `op${this.number}:reverify` });
    if (v.outcome === 'accepted') {
      this.recordSuccess(v);
      for (const o of this.pending) this.session.observe(o);
      this.pending = [];
      return true;
    }
    this.log(
      `baseline no longer accepted (${v.status ?? v.outcome}); dropping ${this.pending.length} pending facts`,
    );
    this.pending = [];
    this.answered.clear();
    this.fieldProbes = false;
    this.stopped = `the accepted body stopped being accepted (${v.status ?? v.outcome}, ${v.exchange.id})`;
    this.observe({
      kind: 'undetermined',
      operation: this.number,
      topic: 'field rules',
      reason: this.stopped,
      evidence: { exchangeIds: [v.exchange.id], confidence: 'certain' },
    });
    return false;
  }

  /** Drops pending facts without verifying (the phase ended early). */
  discardPending(): void {
    this.pending = [];
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
