import { useMutation } from "@tanstack/react-query";
import type { SimulatedPayment } from "@alicerce/shared/schemas/payments";
import { client, unwrap } from "../client";

// The commitment's Pix (docs/product/payments.md#pagamento-do-investimento).

/**
 * POST /api/investments/:id/payment/simulate (sandbox only): the sandbox PSP pays the charge and sends
 * its webhook; the page learns of the payment as of any other, by the live update that follows.
 */
export function simulatePayment(investmentId: string): Promise<SimulatedPayment> {
  return unwrap(client.POST("/api/investments/{id}/payment/simulate", { params: { path: { id: investmentId } } }));
}

export function useSimulatePayment() {
  return useMutation({ mutationFn: (investmentId: string) => simulatePayment(investmentId) });
}
