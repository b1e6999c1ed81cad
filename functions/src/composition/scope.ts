/**
 * How the composition root is cut (decision 006: each Lambda bundle carries only what its handler
 * uses): every adapter choice is a `Part`, built on first use from the parts it needs and kept for
 * the life of the container. A handler imports only the parts it uses, so esbuild bundles only
 * their SDK clients; tests run the handlers against their own scope (see functions/local/app.ts).
 */
export type Use = <T>(part: Part<T>) => T;

/**
 * A plain object (not built by a helper call) so that esbuild can drop the parts a handler does
 * not use even when they share a file with ones it does.
 */
export interface Part<T> {
  readonly build: (use: Use) => T;
}

/** The parts built so far; a part given in advance (a test's clock, a recorder) is used as is. */
export class Scope {
  private readonly built = new Map<Part<unknown>, unknown>();

  provide<T>(part: Part<T>, value: T): this {
    this.built.set(part, value);
    return this;
  }

  readonly use: Use = <T>(part: Part<T>): T => {
    if (!this.built.has(part)) this.built.set(part, part.build(this.use));
    return this.built.get(part) as T;
  };
}

let current = new Scope();

/** The part for this cold start: built on first use (a failed build is retried), then shared. */
export const use: Use = (part) => current.use(part);

/** The scope the handlers use now, for the app to hand it what no handler may build (functions/local/app.ts). */
export function currentScope(): Scope {
  return current;
}

/** Tests run the handlers against another scope; undefined starts afresh from the environment. */
export function useScope(scope: Scope | undefined): void {
  current = scope ?? new Scope();
}
