// Modal components by registry name (spec: Modals by registry name). Each loads on first open, so no modal
// costs anything on the first visit. A name is added to ModalPropsByName (shared/stores/modal) and here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName, ModalPropsByName } from '../../shared/stores/modal';

export interface ModalEntry<N extends ModalName> {
  component: LazyExoticComponent<ComponentType<ModalPropsByName[N]>>;
  /** Closing by Escape, overlay click and the close button; on unless the modal opts out. */
  isDismissable?: boolean;
}

export type ModalRegistry = { [N in ModalName]: ModalEntry<N> };

export const modalRegistry: ModalRegistry = {
  CustomerSupportModal: {
    component: lazy(() =>
      import('../../features/support/components/customer-support-modal').then((m) => ({
        default: m.CustomerSupportModal,
      })),
    ),
  },
  GeneralErrorModal: {
    component: lazy(() =>
      import('../../features/system-modals/components/general-error-modal').then((m) => ({
        default: m.GeneralErrorModal,
      })),
    ),
  },
  Success: {
    component: lazy(() =>
      import('../../features/system-modals/components/success-modal').then((m) => ({
        default: m.SuccessModal,
      })),
    ),
  },
  TestModal: {
    component: lazy(() =>
      import('../../features/system-modals/components/test-modal').then((m) => ({ default: m.TestModal })),
    ),
  },
};
