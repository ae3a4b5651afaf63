import type { UnknownAction } from '@reduxjs/toolkit';
import { ApiError } from '../../api-client/http';
import { notificationShown } from '../../core/notifications-slice';
import type { AppDispatch } from '../../core/store';
import { paymentFailed } from './billing-slice';
import { fail } from './payment-failures';

function recording() {
  const actions: UnknownAction[] = [];
  const dispatch = ((action: UnknownAction) => {
    actions.push(action);
    return action;
  }) as unknown as AppDispatch;
  return { actions, dispatch };
}

describe('fail (a payment step failed)', () => {
  it("stores the failure and says it in a toast: 'Payment failed'", () => {
    const { actions, dispatch } = recording();
    expect(fail(dispatch, new ApiError('http', 'Boom', 500), 'Payment failed')).toBeNull();
    expect(actions).toEqual([
      paymentFailed({ message: 'Payment failed', unauthorized: false, step: 'pay' }),
      {
        type: notificationShown.type,
        payload: expect.objectContaining({ kind: 'error', content: 'Payment failed', type: 'billing-payment' }),
      },
    ]);
  });

  it("after a 401 stores it as unauthorized and adds no toast: the session ends with §8's logged-out notice", () => {
    const { actions, dispatch } = recording();
    fail(dispatch, new ApiError('unauthorized', 'Invalid access token', 401), 'Payment failed', 'read');
    expect(actions).toEqual([paymentFailed({ message: 'Payment failed', unauthorized: true, step: 'read' })]);
  });
});
