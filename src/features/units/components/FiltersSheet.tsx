import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { useCurrency } from '../../../lib/use-currency';
import { unitsQueryOptions } from '../api/get-units';
import type { UnitListSearch } from '../api/keys';
import { countActiveFilters, NO_FILTERS } from '../filter-count';
import { FilterFields } from './FilterFields';

/**
 * The listing's filters in a sheet from the bottom of a phone's screen (a lazy chunk, see
 * FiltersButton). Each choice applies at once, as on a wide screen, so the results behind are
 * already the new ones; the footer says how many and closes the sheet onto them.
 */
export default function FiltersSheet({
  search,
  onChange,
  onClose,
}: {
  search: UnitListSearch;
  onChange: (next: Partial<UnitListSearch>) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  // The same query the results read, so the count is the one they will show (and costs no request).
  const { data } = useQuery(unitsQueryOptions(search, currentLocale(), useCurrency()));
  const total = data?.pagination.total;
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="sheet-overlay">
      <Modal className="sheet">
        <Dialog className="sheet-dialog">
          <div className="sheet-header">
            <Heading slot="title">
              <Trans>Filters</Trans>
            </Heading>
            <Button variant="ghost" slot="close" aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <div className="sheet-body">
            <FilterFields search={search} onChange={onChange} />
          </div>
          <div className="sheet-footer">
            <Button
              variant="ghost"
              isDisabled={countActiveFilters(search) === 0}
              onPress={() => onChange(NO_FILTERS)}
            >
              <Trans>Clear all</Trans>
            </Button>
            <Button slot="close">
              {total === undefined ? (
                <Trans>Show stays</Trans>
              ) : data?.pagination.total_capped ? (
                <Plural value={total} other="Show #+ stays" />
              ) : (
                <Plural value={total} _0="No stays match" one="Show # stay" other="Show # stays" />
              )}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
