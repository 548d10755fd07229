import { type ReactNode, useLayoutEffect, useState } from 'react';
import { type Location, type NavigationType, type Navigator, Router, UNSAFE_createBrowserHistory } from 'react-router';
import { leavingPage, wantsScrollReset } from './scroll-restoration.tsx';
import { screensFor } from './screens.tsx';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

let history: BrowserHistory | null = null;
let navigator: Navigator | null = null;

/** The tab's history, made on the first draw (the server, which imports this module's neighbours, has no window). */
function browserHistory(): { history: BrowserHistory; navigator: Navigator } {
  if (!history || !navigator) {
    const tab = UNSAFE_createBrowserHistory({ window, v5Compat: true });
    history = tab;
    // What a link or `navigate` asks of the scroll (`preventScrollReset`) travels beside the history's own entry.
    navigator = {
      createHref: tab.createHref,
      encodeLocation: tab.encodeLocation,
      go: tab.go,
      push: (to, state, options) => {
        wantsScrollReset(!options?.preventScrollReset);
        tab.push(to, state);
      },
      replace: (to, state, options) => {
        wantsScrollReset(!options?.preventScrollReset);
        tab.replace(to, state);
      },
    };
  }
  return { history, navigator };
}

/**
 * The browser's router (docs/architecture.md "Server rendering", docs/decisions.md §2640): React Router's declarative
 * router over the tab's history, which shows a new address once every screen it draws is here (router/screens.tsx),
 * so the page asked from stays whole, header included, while the next one's file comes. A later navigation
 * overtakes one still waiting. A screen that cannot come is shown as the page's error.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const { history: tab, navigator: navigate } = browserHistory();
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: tab.action,
    location: tab.location,
  }));
  useLayoutEffect(() => {
    let latest = 0;
    return tab.listen(({ action, location }) => {
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
  }, [tab]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigate}>
      {children}
    </Router>
  );
}
