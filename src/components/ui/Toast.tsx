import { Trans } from '@lingui/react/macro';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { toastQueue } from './toast-queue';

/** The toast region; loaded only once a toast is shown (see LazyToaster). */
export function Toaster() {
  return (
    <ToastRegion queue={toastQueue} className="toast-region">
      {({ toast: item }) => (
        <AriaToast toast={item} className={`toast toast-${item.content.tone}`}>
          <ToastContent className="toast-content">
            <Text slot="title" className="toast-title">
              {item.content.title}
            </Text>
            {item.content.description && (
              <Text slot="description" className="toast-description">
                {item.content.description}
              </Text>
            )}
          </ToastContent>
          {item.content.action && (
            <AriaButton
              className="btn btn-primary toast-action"
              onPress={() => {
                item.content.action?.onAction();
                toastQueue.close(item.key);
              }}
            >
              {item.content.action.label}
            </AriaButton>
          )}
          <AriaButton slot="close" className="toast-close">
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">
              <Trans>Close</Trans>
            </span>
          </AriaButton>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
