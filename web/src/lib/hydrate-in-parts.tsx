import { type ReactNode, Suspense } from 'react';
import { yieldToMain } from './yield-to-main.ts';

/**
 * A server-rendered page hydrated in parts, each in a task of its own (docs/decisions.md §2611). Preact hydrates a
 * tree in one task: on the phone profile a long page's took 200–320 ms, in which the browser answers nothing. A part
 * (`<HydratedLater part="…">`) suspends during the page's first hydration only: Preact keeps its server markup as it
 * is and hydrates it when its turn comes, one part per task, after the rest of the page. On the server and in a page
 * drawn in the browser it is its children, at once. Its children must draw one element: Preact keeps the first node a
 * suspended part would claim.
 */

/** Whether a part's turn has come; by name (parts of one name share a turn). */
const turns = new Map<string, { turn: Promise<void>; come: boolean }>();
let hydrating = false;
/** The last turn given: the next part's comes a task after it. */
let lastTurn: Promise<void> = Promise.resolve();

/**
 * Called by the entry just before it hydrates a server-rendered page. `partsHydrated` resolves once the last part's
 * turn has come and the task after it has run: each part is drawn in the microtasks that follow its turn, and a part
 * inside another asks for its turn then. From then on a part is drawn at once.
 */
export function hydrateInParts(): { partsHydrated: () => Promise<void> } {
  hydrating = true;
  const partsHydrated = async () => {
    let seen: Promise<void>;
    do {
      seen = lastTurn;
      await seen;
      await yieldToMain();
    } while (seen !== lastTurn);
    hydrating = false;
  };
  return { partsHydrated };
}

/** During the first hydration, throws the part's turn until it has come (Suspense keeps the part's markup meanwhile). */
function awaitTurn(part: string): void {
  if (!hydrating) return;
  let entry = turns.get(part);
  if (!entry) {
    const created = { turn: (lastTurn = lastTurn.then(yieldToMain)), come: false };
    // Registered before Suspense's own callback, so the part is drawn when Suspense draws it again.
    void created.turn.then(() => (created.come = true));
    turns.set(part, (entry = created));
  }
  if (!entry.come) throw entry.turn;
}

function Turn({ part, children }: { part: string; children: ReactNode }) {
  awaitTurn(part);
  return children;
}

/** Its children, hydrated in a task of their own after the rest of the page (see above). */
export function HydratedLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn part={part}>{children}</Turn>
    </Suspense>
  );
}
