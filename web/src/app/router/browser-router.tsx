import { type ReactNode, useLayoutEffect, useState } from 'react';
import { type Location, type NavigationType, type Navigator, Router, UNSAFE_createBrowserHistory } from 'react-router';
import { leavingPage, wantsScrollReset } from './scroll-restoration.tsx';
import { screensFor } from './screens.tsx';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

let tab: { history: BrowserHistory; navigator: Navigator } | null = null;

/** The tab's history, made on the first draw (the server, which imports this module's neighbours, has no window). */
function tabHistory(): { history: BrowserHistory; navigator: Navigator } {
  if (tab) return tab;
  const history = UNSAFE_createBrowserHistory({ window, v5Compat: true });
  // What a link or `navigate` asks of the scroll (`preventScrollReset`) travels beside the history's own entry.
  const moving =
    (move: 'push' | 'replace'): Navigator['push'] =>
    (to, state, options) => {
      wantsScrollReset(!options?.preventScrollReset);
      history[move](to, state);
    };
  tab = {
    history,
    navigator: {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: moving('push'),
      replace: moving('replace'),
    },
  };
  return tab;
}

/**
 * The browser's router (docs/architecture.md "Server rendering", docs/decisions.md §2640): React Router's declarative
 * router over the tab's history, which shows a new address once every screen it draws is here (router/screens.tsx),
 * so the page asked from stays whole, header included, while the next one's file comes. A later navigation
 * overtakes one still waiting. A screen that cannot come is shown as the page's error.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const { history, navigator } = tabHistory();
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      if (action === 'POP') wantsScrollReset(true);
      void screensFor(location.pathname)
        .catch(() => undefined)
        .then(() => {
          if (navigation !== latest) return;
          leavingPage();
          setState({ action, location });
        });
    });
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
