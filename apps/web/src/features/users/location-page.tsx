import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useUpdateAddressMutation } from '@/features/users/api/mutations';
import { type MyAddress, useMyAddress } from '@/features/users/api/queries';
import { countryOptions } from '@/features/users/country-options';
import { ProfilePage, ProfileSection } from '@/ui/profile-page';
import { getErrorMessage } from '@/lib/error-message';
import { AppAlert } from '@/ui/app-alert';
import { LoadError, LoadingState } from '@/ui/load-state';
import { notifySuccess } from '@/ui/toast';

/** Texts of this page the spec does not give (docs/decisions/027). */
export const LOCATION_PAGE_TEXT = {
  title: 'Location',
  description: 'Your address and country, used for events, offers and payouts near you.',
  section: 'Address',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  region: 'State, province or region',
  postalCode: 'Postal code',
  country: 'Country',
  countryPlaceholder: 'Search for your country',
  noCountry: 'No country found',
  save: 'Save address',
  saved: 'Your address has been saved.',
} as const;

type AddressForm = {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  countryCode: string | null;
};

function formOf(user: MyAddress): AddressForm {
  const { address } = user;
  return {
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    postalCode: address?.postalCode ?? '',
    countryCode: address?.countryCode ?? user.countryCode ?? null,
  };
}

/** The address form; the server checks it and its messages (docs/decisions/021) are shown as they come. */
function AddressFormView({ initial }: { initial: AddressForm }) {
  const [values, setValues] = useState<AddressForm>(initial);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAddressMutation();

  const field = (name: Exclude<keyof AddressForm, 'countryCode'>) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const handleSubmit = () => {
    setError(null);
    update.mutate(
      {
        line1: values.line1,
        line2: values.line2,
        city: values.city,
        region: values.region,
        postalCode: values.postalCode,
        countryCode: values.countryCode,
      },
      {
        onSuccess: (user) => {
          setValues(formOf(user));
          notifySuccess(LOCATION_PAGE_TEXT.saved);
        },
        onError: (err) => setError(getErrorMessage(err)),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={LOCATION_PAGE_TEXT.section}
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={LOCATION_PAGE_TEXT.line1}
          autoComplete="address-line1"
          withAsterisk
          maxLength={100}
          {...field('line1')}
        />
        <TextInput
          label={LOCATION_PAGE_TEXT.line2}
          autoComplete="address-line2"
          maxLength={100}
          {...field('line2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={LOCATION_PAGE_TEXT.city}
            autoComplete="address-level2"
            withAsterisk
            maxLength={100}
            {...field('city')}
          />
          <TextInput
            label={LOCATION_PAGE_TEXT.region}
            autoComplete="address-level1"
            maxLength={100}
            {...field('region')}
          />
          <TextInput
            label={LOCATION_PAGE_TEXT.postalCode}
            autoComplete="postal-code"
            maxLength={12}
            {...field('postalCode')}
          />
          <Select
            label={LOCATION_PAGE_TEXT.country}
            placeholder={LOCATION_PAGE_TEXT.countryPlaceholder}
            nothingFoundMessage={LOCATION_PAGE_TEXT.noCountry}
            autoComplete="off"
            withAsterisk
            searchable
            data={countryOptions()}
            value={values.countryCode}
            onChange={(countryCode) => setValues((current) => ({ ...current, countryCode }))}
          />
        </SimpleGrid>
        {error ? <AppAlert type="danger">{error}</AppAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {LOCATION_PAGE_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /profile/location: the postal address and country (updateAddress). */
export function LocationPage() {
  const address = useMyAddress();

  let body;
  if (address.isPending) {
    body = <LoadingState label="Loading your address" />;
  } else if (address.isError) {
    body = <LoadError error={address.error} onRetry={() => void address.refetch()} />;
  } else {
    body = <AddressFormView initial={formOf(address.data)} />;
  }

  return (
    <ProfilePage title={LOCATION_PAGE_TEXT.title} description={LOCATION_PAGE_TEXT.description}>
      <ProfileSection title={LOCATION_PAGE_TEXT.section}>{body}</ProfileSection>
    </ProfilePage>
  );
}
