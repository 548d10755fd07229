/**
 * Runs inline in every page's <head>, before the page is drawn: what a visitor does between the first paint and the
 * app's takeover is never lost (docs/decisions.md §1024, docs/architecture.md "First paint"). Links, the gate's and
 * the search's forms, `<details>` and the menu's popover work natively; this script adds the rest:
 *
 * - a press of a control only the app can answer (a tab, the play button, a transcript's buttons, a form marked
 *   `data-app-form`) is held, marked `data-held`, and pressed again once the app has taken the page over;
 * - text typed, or an option chosen, before then is handed to the app (whose own state started empty);
 * - the search box sends its text trimmed, and nothing at all when it is empty;
 * - `data-first-paint="scroll-top"` buttons scroll to the top at once;
 * - for the whole visit, `<html data-scrolled>` says the page is scrolled past the header's shadow line, and the page
 *   does not scroll while the phone menu (a popover, `data-site-menu`) is open; a press on the dimmed page around the
 *   menu closes it.
 *
 * Kept small and free of the app's modules: it is inlined into every page (scripts/first-paint-plugin.ts).
 */
import { HEADER_SHADOW_SCROLL_PX } from '#contracts/constants';
import { APP_FAILED, TOOK_OVER } from './markers.ts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = () => void;

const root = document.documentElement;
const held: { element: Element; replay: Held }[] = [];
/** What each field held before the takeover, in the order typed. */
const typed = new Map<Field, string>();
let handedOver = false;
const waiting = () => !handedOver && !root.hasAttribute(TOOK_OVER);

const markScroll = () => root.toggleAttribute('data-scrolled', scrollY > HEADER_SHADOW_SCROLL_PX);
addEventListener('scroll', markScroll, { passive: true });
addEventListener('pageshow', markScroll);

// docs/behaviour.md §2 Header: the page is locked while the menu is open. Told before the menu opens or closes, at
// once (the toggle event after comes a task later); it does not bubble: caught on its way down.
document.addEventListener(
  'beforetoggle',
  (event) => {
    if (event.target instanceof Element && event.target.hasAttribute('data-site-menu')) {
      document.body.style.overflow = (event as ToggleEvent).newState === 'open' ? 'hidden' : '';
    }
  },
  true,
);

// The dimmed page around the menu is the popover's own box: a press there closes it (and reaches nothing under it).
document.addEventListener('click', (event) => {
  const target = event.target;
  if (target instanceof HTMLElement && target.hasAttribute('data-site-menu')) target.hidePopover();
});

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

function hold(event: Event, element: Element, replay: Held): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  element.setAttribute('data-held', '');
  held.push({ element, replay });
}

document.addEventListener(
  'input',
  (event) => {
    if (waiting() && isField(event.target)) typed.set(event.target, event.target.value);
  },
  true,
);
document.addEventListener(
  'change',
  (event) => {
    if (waiting() && event.target instanceof HTMLSelectElement) typed.set(event.target, event.target.value);
  },
  true,
);

document.addEventListener(
  'click',
  (event) => {
    if (!waiting() || !(event.target instanceof Element)) return;
    const control = event.target.closest('button, [role="tab"], [data-first-paint]');
    if (!control || control.matches(':disabled')) return;
    if (control.getAttribute('data-first-paint') === 'scroll-top') {
      event.preventDefault();
      scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    // What the browser does itself: a form's submit button (the form decides, below), a popover's button.
    if (control instanceof HTMLButtonElement && ((control.type === 'submit' && control.form) || control.hasAttribute('popovertarget')))
      return;
    hold(event, control, () => (control as HTMLElement).click());
  },
  true,
);

document.addEventListener(
  'keydown',
  (event) => {
    if (!waiting() || !(event.target instanceof Element)) return;
    const target = event.target;
    // Arrows and Home/End move between tabs; Enter in a field no form sends (a transcript's search) is the app's.
    const tabKey = target.matches('[role="tab"]') && /^(Arrow(Left|Right)|Home|End)$/.test(event.key);
    const fieldKey = event.key === 'Enter' && target instanceof HTMLInputElement && !target.form;
    if (!tabKey && !fieldKey) return;
    const { key, shiftKey } = event;
    hold(event, target, () => target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })));
  },
  true,
);

document.addEventListener(
  'submit',
  (event) => {
    if (!waiting() || !(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    const { submitter } = event as SubmitEvent;
    if (form.hasAttribute('data-search-box')) return sendSearch(event, form);
    if (form.hasAttribute('data-app-form')) hold(event, form, () => form.requestSubmit(submitter));
  },
  true,
);

/**
 * The search box (docs/behaviour.md §2): the text trimmed, spaces as %20 as the app writes them; an empty text sends
 * nothing where the box goes to the archive, and the archive's own box shows everything again.
 */
function sendSearch(event: Event, form: HTMLFormElement): void {
  const field = form.elements.namedItem('search');
  if (!(field instanceof HTMLInputElement)) return;
  event.preventDefault();
  const term = field.value.trim();
  field.value = term;
  typed.delete(field);
  if (term === '' && form.getAttribute('data-search-box') === 'navigate') return;
  const query = new URLSearchParams([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  if (term === '') query.delete('search');
  const search = query.toString().replace(/\+/g, '%20');
  location.assign(`${form.getAttribute('action') ?? ''}${search ? `?${search}` : ''}`);
}

/**
 * Gives a field's text to the app: set past the setter through which an app (React) notes the values it wrote
 * itself, so the event that follows reads as the visitor's change.
 */
function retype(field: Field, value: string): void {
  if (!field.isConnected) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (field instanceof HTMLSelectElement) {
    setValue?.call(field, value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once the app has taken the page over: the typed text first, then each held press, in order. */
function handOver(): void {
  handedOver = true;
  setTimeout(() => {
    for (const [field, value] of typed) retype(field, value);
    typed.clear();
    for (const { element, replay } of held.splice(0)) {
      element.removeAttribute('data-held');
      if (element.isConnected) replay();
    }
  });
}

/** The app never came (its files failed to load): held forms go to the server as they would without script. */
function giveUp(): void {
  handedOver = true;
  for (const { element } of held.splice(0)) {
    element.removeAttribute('data-held');
    if (element instanceof HTMLFormElement) HTMLFormElement.prototype.submit.call(element);
  }
}

new MutationObserver(() => {
  if (handedOver) return;
  if (root.hasAttribute(TOOK_OVER)) handOver();
  else if (root.hasAttribute(APP_FAILED)) giveUp();
}).observe(root, { attributes: true, attributeFilter: [TOOK_OVER, APP_FAILED] });
