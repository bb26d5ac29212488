import { describe, expect, it } from "vitest";
import { clickCheckoutUrl, decodePaymeCheckout, paymeCheckoutUrl } from "./checkout-url";

describe("checkout links", () => {
  it("Payme: base64 of m, ac.account, a in tiyin, c and l after the checkout URL", () => {
    const url = paymeCheckoutUrl(
      { merchantId: "587f72c72cac0d162c722ae2", checkoutUrl: "https://checkout.paycom.uz" },
      { amount: 5, accountNumber: 1234566, returnUrl: "https://qadam.uz/projects/payments", lang: "uz" },
    );
    const [base, encoded] = [url.slice(0, url.lastIndexOf("/")), url.slice(url.lastIndexOf("/") + 1)];
    expect(base).toBe("https://checkout.paycom.uz");
    expect(Buffer.from(encoded!, "base64").toString()).toBe("m=587f72c72cac0d162c722ae2;ac.account=1234566;a=500;c=https://qadam.uz/projects/payments;l=uz");
    expect(decodePaymeCheckout(encoded!)).toEqual({ m: "587f72c72cac0d162c722ae2", "ac.account": "1234566", a: "500", c: "https://qadam.uz/projects/payments", l: "uz" });
  });

  it("Payme: the published example encodes as published", () => {
    // developer.help.paycom.uz: m=587f72c72cac0d162c722ae2;ac.order_id=197;a=500 → bT01ODdm...
    expect(Buffer.from("m=587f72c72cac0d162c722ae2;ac.order_id=197;a=500").toString("base64")).toBe("bT01ODdmNzJjNzJjYWMwZDE2MmM3MjJhZTI7YWMub3JkZXJfaWQ9MTk3O2E9NTAw");
  });

  it("Payme: a ';' in the return URL cannot start a parameter of its own", () => {
    const url = paymeCheckoutUrl({ merchantId: "m", checkoutUrl: "/demo-checkout/payme/" }, { amount: 1, accountNumber: 1000009, returnUrl: "/x;a=1", lang: "ru" });
    expect(url.startsWith("/demo-checkout/payme/")).toBe(true);
    expect(decodePaymeCheckout(url.split("/").pop()!)).toMatchObject({ a: "100", c: "/x%3Ba=1" });
  });

  it("Click: services/pay with service_id, merchant_id, amount, transaction_param and return_url", () => {
    const url = new URL(
      clickCheckoutUrl(
        { serviceId: "12345", merchantId: "678", checkoutUrl: "https://my.click.uz/services/pay" },
        { amount: 50_000, accountNumber: 1234566, returnUrl: "https://qadam.uz/projects/payments?from=click" },
      ),
    );
    expect(url.origin + url.pathname).toBe("https://my.click.uz/services/pay");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: "12345",
      merchant_id: "678",
      amount: "50000",
      transaction_param: "1234566",
      return_url: "https://qadam.uz/projects/payments?from=click",
    });
  });

  it("an undecodable Payme path is null", () => {
    expect(decodePaymeCheckout("%%%")).toBeNull();
  });
});
