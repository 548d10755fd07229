import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydratedLater, hydrateInParts } from './hydrate-in-parts.tsx';

function Page({ clicks }: { clicks: string[] }) {
  return (
    <div>
      <button type="button" onClick={() => clicks.push('page')}>
        Page
      </button>
      <HydratedLater part="cards">
        <button type="button" onClick={() => clicks.push('card')}>
          Card
        </button>
      </HydratedLater>
    </div>
  );
}

afterEach(() => document.body.replaceChildren());

describe('a page hydrated in parts', () => {
  it('keeps a part’s server markup, makes it the app’s in a later task, then the page is the app’s', async () => {
    const clicks: string[] = [];
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page clicks={clicks} />);
    document.body.append(root);
    const [page, card] = [...root.querySelectorAll('button')];

    const { partsHydrated } = hydrateInParts();
    hydrateRoot(root, <Page clicks={clicks} />);
    page!.click();
    card!.click();
    // The rest of the page answers at once; the part is still the server's markup, untouched.
    expect(clicks).toEqual(['page']);
    expect(root.querySelectorAll('button')[1]).toBe(card);

    await partsHydrated();
    card!.click();
    expect(clicks).toEqual(['page', 'card']);
    // The very element the server drew: nothing was drawn again (no flash, no lost focus or scroll).
    expect(root.querySelectorAll('button')[1]).toBe(card);
  });

  it('draws a part at once once the first hydration is over, as a page drawn in the browser does', async () => {
    const { partsHydrated } = hydrateInParts();
    await partsHydrated();
    render(
      <HydratedLater part="later">
        <p>Drawn at once</p>
      </HydratedLater>,
    );
    expect(screen.getByText('Drawn at once')).toBeInTheDocument();
  });
});
