import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryOptions } from '@/features/users/country-options';
import { LOCATION_PAGE_TEXT, LocationPage } from '@/features/users/location-page';
import { mockGraphQL, signInForTest } from '@/test/mock-graphql';
import { renderWithRouter } from '@/test/render-with-router';

type Address = {
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
  countryCode: string | null;
};

function addressServer(initial: Address | null) {
  let address = initial;
  const me = () => ({ userId: 'user-1', countryCode: address?.countryCode ?? null, address });
  return {
    MyAddress: () => ({ me: me() }),
    UpdateAddress: ({ input }: Record<string, unknown>) => {
      const given = input as Record<string, string | null>;
      if (!given.line1?.trim()) throw new Error('Please enter the first line of your address.');
      address = {
        line1: given.line1.trim(),
        line2: given.line2?.trim() || null,
        city: String(given.city).trim(),
        region: given.region?.trim() || null,
        postalCode: given.postalCode?.trim().toUpperCase() || null,
        countryCode: String(given.countryCode).toUpperCase(),
      };
      return { updateAddress: me() };
    },
  };
}

describe('countryOptions', () => {
  it('names the countries in English, sorted, without kp, cu, ir, sy, ve and ru', () => {
    const options = countryOptions();
    const codes = options.map((option) => option.value);
    for (const excluded of ['KP', 'CU', 'IR', 'SY', 'VE', 'RU']) expect(codes).not.toContain(excluded);
    expect(options).toContainEqual({ value: 'DE', label: 'Germany' });
    expect(options).toContainEqual({ value: 'US', label: 'United States' });
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('LocationPage', () => {
  it('fills the form from the saved address and sends the changes', async () => {
    signInForTest();
    const api = mockGraphQL(
      addressServer({
        line1: '1 Main St',
        line2: null,
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        countryCode: 'US',
      }),
    );
    renderWithRouter(<LocationPage />);

    const line1 = await screen.findByLabelText(new RegExp(`^${LOCATION_PAGE_TEXT.line1}`));
    expect(line1).toHaveValue('1 Main St');
    expect(screen.getByLabelText(new RegExp(`^${LOCATION_PAGE_TEXT.city}`))).toHaveValue('Springfield');
    expect(
      screen.getByLabelText(new RegExp(`^${LOCATION_PAGE_TEXT.country}`), { selector: 'input' }),
    ).toHaveValue('United States');

    fireEvent.change(line1, { target: { value: '2 Side St' } });
    fireEvent.change(screen.getByLabelText(LOCATION_PAGE_TEXT.postalCode), { target: { value: 'ab1 2cd' } });
    fireEvent.click(screen.getByRole('button', { name: LOCATION_PAGE_TEXT.save }));

    await waitFor(() => expect(api.named('UpdateAddress')).toHaveLength(1));
    expect(api.named('UpdateAddress')[0]?.variables).toEqual({
      input: {
        line1: '2 Side St',
        line2: '',
        city: 'Springfield',
        region: 'IL',
        postalCode: 'ab1 2cd',
        countryCode: 'US',
      },
    });
    // The form shows what the server stored (the postal code upper case).
    await waitFor(() => expect(screen.getByLabelText(LOCATION_PAGE_TEXT.postalCode)).toHaveValue('AB1 2CD'));
  });

  it('picks a country by searching its name', async () => {
    signInForTest();
    const api = mockGraphQL(addressServer(null));
    renderWithRouter(<LocationPage />);

    fireEvent.change(await screen.findByLabelText(new RegExp(`^${LOCATION_PAGE_TEXT.line1}`)), {
      target: { value: '10 Downing St' },
    });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${LOCATION_PAGE_TEXT.city}`)), {
      target: { value: 'London' },
    });
    const country = screen.getByLabelText(new RegExp(`^${LOCATION_PAGE_TEXT.country}`), {
      selector: 'input',
    });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'United King' } });
    fireEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    fireEvent.click(screen.getByRole('button', { name: LOCATION_PAGE_TEXT.save }));

    await waitFor(() => expect(api.named('UpdateAddress')).toHaveLength(1));
    expect(api.named('UpdateAddress')[0]?.variables.input).toMatchObject({
      line1: '10 Downing St',
      city: 'London',
      countryCode: 'GB',
    });
  });

  it('does not offer an excluded country', async () => {
    signInForTest();
    mockGraphQL(addressServer(null));
    renderWithRouter(<LocationPage />);
    const country = await screen.findByLabelText(new RegExp(`^${LOCATION_PAGE_TEXT.country}`), {
      selector: 'input',
    });
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Ru' } });
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Rwanda');
    expect(options).not.toContain('Russia');
  });

  it('shows the server’s message and keeps what was typed', async () => {
    signInForTest();
    mockGraphQL(addressServer(null));
    renderWithRouter(<LocationPage />);
    const city = await screen.findByLabelText(new RegExp(`^${LOCATION_PAGE_TEXT.city}`));
    fireEvent.change(city, { target: { value: 'Paris' } });
    fireEvent.click(screen.getByRole('button', { name: LOCATION_PAGE_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the first line of your address.',
    );
    expect(city).toHaveValue('Paris');
  });
});
