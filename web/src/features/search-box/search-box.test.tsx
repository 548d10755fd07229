import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { cleanup, i18n, renderApp, screen, userEvent } from '../../testing/test-utils.tsx';
import { SearchBox } from './search-box.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderBox(props: Parameters<typeof SearchBox>[0] = {}) {
  renderApp(
    <>
      <SearchBox {...props} />
      <Where />
    </>,
  );
  return {
    input: screen.getByPlaceholderText('Search by title, location, guest, topics, description...'),
    where: () => screen.getByTestId('where').textContent,
  };
}

describe('SearchBox', () => {
  it('default mode: Enter goes to /archive?search= with the trimmed text', async () => {
    const user = userEvent.setup();
    const { input, where } = renderBox();
    await user.type(input, '  cedar forest  {Enter}');
    expect(where()).toBe('/archive?search=cedar%20forest');
  });

  it('default mode: the button submits too, and an empty submit does nothing', async () => {
    const user = userEvent.setup();
    const { input, where } = renderBox();
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/');
    expect(input).toHaveValue('   ');
  });

  it('controlled mode hands the trimmed text to the parent; an empty submit clears the text', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { input, where } = renderBox({ onSearch, initialValue: 'Ifrane' });
    expect(input).toHaveValue('Ifrane');
    await user.clear(input);
    await user.type(input, ' Azrou {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Azrou');
    await user.clear(input);
    await user.type(input, '  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    expect(where()).toBe('/');
  });

  it('has a label and a search landmark', () => {
    renderBox();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByLabelText('Search the archive')).toBeInTheDocument();
  });
});
