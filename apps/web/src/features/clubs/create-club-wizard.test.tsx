import { CLUB_MESSAGES } from '@repclub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELDS_TEXT } from '@/features/clubs/club-fields';
import { CreateClubWizard, WIZARD_TEXT } from '@/features/clubs/create-club-wizard';
import { PREVIEW_TEXT } from '@/features/clubs/club-preview';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

const toasts = vi.hoisted(() => ({ errors: [] as unknown[], successes: [] as string[] }));
vi.mock('@/ui/toast', () => ({
  notifySuccess: (message: string) => {
    toasts.successes.push(message);
    return 'toast';
  },
  notifyError: (error: unknown) => {
    toasts.errors.push(error);
    return 'toast';
  },
}));

// Mantine's autosize textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const AVATAR_URL = 'http://localhost:3000/api/media/clubs/avatar.webp?v=1';

/** Answers POST /api/media/club-image with `{ url }`; other requests go to the GraphQL stub. */
function stubClubImageUpload(fetchMock: ReturnType<typeof mockGraphQL>['fetchMock']) {
  const graphql = fetchMock.getMockImplementation()!;
  const uploads: File[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/api/media/club-image')) return graphql(input, init);
    uploads.push((init?.body as FormData).get('file') as File);
    return new Response(JSON.stringify({ url: AVATAR_URL }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return uploads;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

describe('CreateClubWizard', () => {
  it('walks details, image, accounts and preview, then creates and publishes the club', async () => {
    signInForTest();
    toasts.successes.length = 0;
    const api = mockGraphQL({
      ClubSlugAvailable: ({ slug }) => ({ clubSlugAvailable: slug !== 'owls' }),
      CreateClub: () => ({ createClub: { id: 'club-1', slug: 'night-owls' } }),
      PublishClub: () => ({ publishClub: { id: 'club-1', published: true, status: 'OPEN' } }),
    });
    const uploads = stubClubImageUpload(api.fetchMock);
    const { router, container } = renderWithRouter(<CreateClubWizard />, {
      extraPaths: ['/my/rep-clubs/$clubId'],
    });

    // Details: the link follows the name until edited, and is checked live.
    fireEvent.click(await screen.findByRole('button', { name: WIZARD_TEXT.next }));
    expect(await screen.findByText(CLUB_MESSAGES.displayNameRequired)).toBeInTheDocument();
    fireEvent.change(textbox(/Club name/), { target: { value: 'Owls' } });
    expect(textbox(/Club link/)).toHaveValue('owls');
    expect(await screen.findByText(CLUB_MESSAGES.slugTaken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WIZARD_TEXT.next })).toBeDisabled();
    fireEvent.change(textbox(/Club name/), { target: { value: 'Night Owl' } });
    expect(textbox(/Club link/)).toHaveValue('night-owl');
    fireEvent.change(textbox(/Club link/), { target: { value: 'night-owls' } });
    fireEvent.change(textbox(/Club name/), { target: { value: 'Night Owls' } });
    expect(textbox(/Club link/)).toHaveValue('night-owls');
    expect(await screen.findByText(FIELDS_TEXT.available)).toBeInTheDocument();
    expect(api.named('ClubSlugAvailable').at(-1)!.variables).toEqual({ slug: 'night-owls', clubId: null });
    fireEvent.change(textbox(/Bio/), { target: { value: 'Late shows for early fans.' } });
    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXT.next }));

    // Image: the avatar goes to POST /api/media/club-image.
    expect(await screen.findByText(FIELDS_TEXT.avatar)).toBeInTheDocument();
    const fileInput = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(fileInput, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('button', { name: FIELDS_TEXT.change('avatar') })).toBeInTheDocument();
    expect(uploads.map((file) => file.name)).toEqual(['me.png']);
    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXT.next }));

    // Accounts: one per network.
    fireEvent.click(await screen.findByRole('button', { name: FIELDS_TEXT.addAccount }));
    fireEvent.change(textbox(/Account name/), { target: { value: '@nightowls' } });
    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXT.next }));

    // Preview: the public page as it will look.
    const preview = await screen.findByRole('region', { name: PREVIEW_TEXT.title });
    expect(within(preview).getByText('Night Owls')).toBeInTheDocument();
    expect(within(preview).getByText('Late shows for early fans.')).toBeInTheDocument();
    expect(within(preview).getByText('Instagram @nightowls')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXT.publish }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/rep-clubs/club-1'));
    expect(api.named('CreateClub')[0]!.variables).toEqual({
      input: {
        displayName: 'Night Owls',
        slug: 'night-owls',
        bio: 'Late shows for early fans.',
        colors: { primary: '#3D1277', secondary: '#FFFFFF' },
        avatarUrl: AVATAR_URL,
        coverUrl: null,
        access: 'PUBLIC',
        socialAccounts: [{ provider: 'instagram', handle: 'nightowls' }],
      },
    });
    expect(api.named('PublishClub')[0]!.variables).toEqual({ clubId: 'club-1' });
    expect(toasts.successes).toContain(WIZARD_TEXT.created);
  });

  it('creates a draft without publishing, and shows the server message when creating fails', async () => {
    signInForTest();
    let fail = true;
    const api = mockGraphQL({
      ClubSlugAvailable: () => ({ clubSlugAvailable: true }),
      CreateClub: () => {
        if (fail) throw new Error('You have reached the number of clubs you may create.');
        return { createClub: { id: 'club-2', slug: 'draft-club' } };
      },
    });
    const { router } = renderWithRouter(<CreateClubWizard />, { extraPaths: ['/my/rep-clubs/$clubId'] });
    await screen.findByRole('button', { name: WIZARD_TEXT.next });
    fireEvent.change(textbox(/Club name/), { target: { value: 'Draft Club' } });
    expect(await screen.findByText(FIELDS_TEXT.available)).toBeInTheDocument();
    for (let step = 0; step < 3; step += 1) {
      fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXT.next }));
      await waitFor(() => expect(screen.getByRole('button', { name: WIZARD_TEXT.back })).toBeEnabled());
    }
    fireEvent.click(await screen.findByRole('button', { name: WIZARD_TEXT.saveDraft }));
    expect(
      await screen.findByText('You have reached the number of clubs you may create.'),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXT.saveDraft }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/rep-clubs/club-2'));
    expect(api.named('PublishClub')).toHaveLength(0);
  });
});
