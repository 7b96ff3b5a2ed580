import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/app/pages/search-page';
import { validateSearchPageSearch } from '@/features/events/search-params';

/** /search?q= (accounts §2.1): events and people for the trimmed keyword. */
export const Route = createFileRoute('/_app/search')({
  validateSearch: validateSearchPageSearch,
  component: SearchRoute,
});

function SearchRoute() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      keyword={q}
      onSearch={(keyword) => void navigate({ search: keyword ? { q: keyword } : {} })}
    />
  );
}
