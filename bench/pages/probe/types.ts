/** When a page counts as interactive: a visible main heading and an enabled, visible button. */
export interface ReadyCondition {
  /** CSS selector of heading candidates inside the mount container. */
  headingSelector: string;
  /** Regular expression source the heading's text must match. */
  headingText: string;
  /** CSS selector of buttons inside the mount container that count once enabled and visible. */
  buttonSelector: string;
  /** Give up after this long, so that a page that never gets ready fails the run, not the bench. */
  timeoutMs: number;
}

/** What the bench hands to a page before its scripts run (an init script sets `window.benchArgs`). */
export interface BenchArgs {
  ready: ReadyCondition;
  /** The shell's origin, whose remoteEntry.js the harness loads; unused by the floor. */
  remoteOrigin?: string;
  /** A token the bench signed in for; unused by the floor. */
  token?: string;
}

/** Milliseconds on the page's clock (performance.now(), 0 = navigation start). */
export interface ProbeResult {
  /** The code was loaded and bootstrapped; the next step is mount(). */
  preparedAt: number;
  /** Taken just before mount() was called: the clock starts here. */
  mountStart: number;
  /** The first moment the ready condition held: the clock stops here. */
  interactiveAt: number;
  /** Scripts whose response had ended by `interactiveAt`, as absolute URLs. */
  scriptsBeforeInteractive: string[];
}

/** Set by the bench's init script; the probe settles it once with the result or the failure. */
export interface BenchSettle {
  resolve(result: ProbeResult): void;
  reject(reason: string): void;
}

declare global {
  interface Window {
    benchArgs?: BenchArgs;
    benchSettle?: BenchSettle;
    /** The floor's mount(): renders the floor page into `container`. */
    mountFloor?: (container: HTMLElement) => void;
  }
}
