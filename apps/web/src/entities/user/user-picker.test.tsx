import { SEARCH_DEBOUNCE_MS } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { UserOption } from '@/entities/user/api/queries';
import { UserPicker, type UserPickerProps } from '@/entities/user/user-picker';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const person = (userId: string, name: string | null, userName: string): UserOption => ({
  userId,
  name,
  userName,
  emailAddress: null,
  avatarUrl: null,
  isVerified: false,
  tier: 'Standard',
});

const TEXTS = {
  label: 'Person',
  placeholder: 'Name or username',
  clearLabel: 'Clear person',
  noMatches: 'Nobody.',
};

function Harness(props: Partial<UserPickerProps>) {
  const [value, setValue] = useState<UserOption | null>(null);
  return (
    <>
      <UserPicker {...TEXTS} value={value} onChange={setValue} {...props} />
      <output aria-label="chosen">{value?.userId ?? 'none'}</output>
    </>
  );
}

describe('UserPicker', () => {
  it('searches the typed words, lists matches as options without the excluded person, and keeps the chosen one until cleared', async () => {
    signInForTest();
    const api = mockGraphQL({
      UserSearch: () => ({
        searchUsers: {
          totalCount: 2,
          nodes: [
            person('zoe', 'Zoe Friend', 'zoe'),
            person('user-1', 'Me', 'me'),
            person('nn', null, 'noname'),
          ],
        },
      }),
    });
    renderWithRouter(<Harness excludeUserId="user-1" />);
    const field = await screen.findByRole('textbox', { name: 'Person' });
    fireEvent.change(field, { target: { value: '  zo ' } });
    const list = await screen.findByRole('listbox', { name: 'Person' });
    expect(api.named('UserSearch')[0]?.variables).toEqual({ keyword: 'zo', limit: 10 });
    expect(field).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Zoe Friend · @zoe');
    expect(options[1]).toHaveTextContent('noname · @noname');
    fireEvent.click(within(list).getByRole('option', { name: /Zoe Friend/ }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('zoe');
    expect(field).toHaveValue('Zoe Friend');
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear person' }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('none');
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('readonly');
  });

  it('says when nobody matches', async () => {
    signInForTest();
    mockGraphQL({ UserSearch: () => ({ searchUsers: { totalCount: 0, nodes: [] } }) });
    renderWithRouter(<Harness />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Person' }), { target: { value: 'qq' } });
    expect(await screen.findByText('Nobody.')).toBeInTheDocument();
  });

  it('says nothing when the form takes the text as it is, and does not search a skipped keyword', async () => {
    signInForTest();
    const api = mockGraphQL({ UserSearch: () => ({ searchUsers: { totalCount: 0, nodes: [] } }) });
    renderWithRouter(<Harness noMatches={null} skipSearch={(keyword) => keyword.includes('@')} />);
    const field = await screen.findByRole('textbox', { name: 'Person' });
    fireEvent.change(field, { target: { value: 'qq' } });
    await waitFor(() => expect(api.named('UserSearch')).toHaveLength(1));
    fireEvent.change(field, { target: { value: 'ann@example.com' } });
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 300));
    expect(api.named('UserSearch')).toHaveLength(1);
    expect(screen.queryByText('Nobody.')).not.toBeInTheDocument();
  });
});
