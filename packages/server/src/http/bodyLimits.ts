/** Largest JSON body any /api/v1 route accepts (a larger one: 400 invalid_data, before any route runs). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Largest body a route outside /api/v1 accepts (webhooks, stand-in uploads, form posts). */
export const MAX_PAGE_BODY_BYTES = 1024 * 1024;
