// Generated from the served OpenAPI document by `npm run api:types` (tests/support/openapi-types-generate.ts, openapi-typescript): do not edit.
export interface paths {
    "/api/venue/{qrCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The venue, service area and tenant behind a table's QR code.
         * @description The venue, service area and tenant behind a table's QR code.
         */
        get: operations["venueByQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu/pick/{qrCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The menu a diner at this QR code may see. Also used to refetch the menu.
         * @description The menu a diner at this QR code may see. Also used to refetch the menu.
         */
        get: operations["menuPick"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an item with its choices and an optional note to the diner's cart (merging with a line of the same dish, picks and note); answers the cart. Without an Idempotency-Key each request adds; the same key answers the same cart and adds once.
         * @description Adds an item with its choices and an optional note to the diner's cart (merging with a line of the same dish, picks and note); answers the cart. Without an Idempotency-Key each request adds; the same key answers the same cart and adds once.
         */
        post: operations["cartAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a cart line's choices, quantity and (when `note` is sent) note; quantity 0 removes it. `id` is the cart line's id, or the menu item's id when exactly one line holds that dish (409 LineAmbiguous when more do). Answers the cart. The same Idempotency-Key answers the same cart and changes once.
         * @description Changes a cart line's choices, quantity and (when `note` is sent) note; quantity 0 removes it. `id` is the cart line's id, or the menu item's id when exactly one line holds that dish (409 LineAmbiguous when more do). Answers the cart. The same Idempotency-Key answers the same cart and changes once.
         */
        put: operations["cartUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The diner's cart at this service area; 404 when there is none.
         * @description The diner's cart at this service area; 404 when there is none.
         */
        get: operations["cartGet"];
        put?: never;
        /**
         * Submits the cart as an order and empties it; one cart makes at most one order, with or without an Idempotency-Key. The same key answers the same order. The body is optional: `{ note }` puts the diner's note on the order.
         * @description Submits the cart as an order and empties it; one cart makes at most one order, with or without an Idempotency-Key. The same key answers the same order. The body is optional: `{ note }` puts the diner's note on the order.
         */
        post: operations["cartSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders of the service area (from every diner there), newest first, leaving out those in the excluded states; `isMine` marks the caller's own.
         * @description Orders of the service area (from every diner there), newest first, leaving out those in the excluded states; `isMine` marks the caller's own.
         */
        get: operations["ordersSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/phone/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a 6-digit verification code to the phone by SMS.
         * @description Sends a 6-digit verification code to the phone by SMS.
         */
        post: operations["phoneSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/phone/verify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks the code last sent to the diner; on success the phone is verified (token claim phoneNumberVerified).
         * @description Checks the code last sent to the diner; on success the phone is verified (token claim phoneNumberVerified).
         */
        post: operations["phoneVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order-state-config/order-state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's order states, in flow order.
         * @description The tenant's order states, in flow order.
         */
        get: operations["orderStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order-state-config/order-transition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The moves between order states that staff may make.
         * @description The moves between order states that staff may make.
         */
        get: operations["orderTransitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The kinds of request the venue offers, and the table's requests that are open or were acknowledged in the last 15 minutes. Reading them is the diner's pass to call staff at this table.
         * @description The kinds of request the venue offers, and the table's requests that are open or were acknowledged in the last 15 minutes. Reading them is the diner's pass to call staff at this table.
         */
        get: operations["staffRequestsList"];
        put?: never;
        /**
         * Asks the staff to the table (a kind the venue offers). Needs a cart, an order or the table's requests read at this table in the last 3 hours (403 otherwise). While the table has an open request of that kind, it is answered again; more than 5 new requests per table, or 3 per diner, in 10 minutes are refused (429).
         * @description Asks the staff to the table (a kind the venue offers). Needs a cart, an order or the table's requests read at this table in the last 3 hours (403 otherwise). While the table has an open request of that kind, it is answered again; more than 5 new requests per table, or 3 per diner, in 10 minutes are refused (429).
         */
        post: operations["staffRequestCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table-cart/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Joins the table's shared cart for this visit (again: changes the first name shown) and moves the lines of the diner's own cart into it, in one transaction; a line that cannot move (its dish not orderable now, or the table's cart full) stays in the own cart and is answered in `kept` with why. Answers the table cart, the lines moved and kept, and the own cart after. `qr` must be the table of the `qr` header. A repeated join moves nothing twice; the same Idempotency-Key answers the first join's answer.
         * @description Joins the table's shared cart for this visit (again: changes the first name shown) and moves the lines of the diner's own cart into it, in one transaction; a line that cannot move (its dish not orderable now, or the table's cart full) stays in the own cart and is answered in `kept` with why. Answers the table cart, the lines moved and kept, and the own cart after. `qr` must be the table of the `qr` header. A repeated join moves nothing twice; the same Idempotency-Key answers the first join's answer.
         */
        post: operations["tableCartJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The table cart as this member sees it: every line, each marked as theirs or with its adder's first name, priced from the current menu.
         * @description The table cart as this member sees it: every line, each marked as theirs or with its adder's first name, priced from the current menu.
         */
        get: operations["tableCartGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table-cart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a line of the member's own to the table cart; answers the table cart. The same Idempotency-Key answers the same cart and adds once.
         * @description Adds a line of the member's own to the table cart; answers the table cart. The same Idempotency-Key answers the same cart and adds once.
         */
        post: operations["tableCartAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table-cart/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes one of the member's own lines (quantity 0 removes it); a line another diner added is refused. Answers the table cart.
         * @description Changes one of the member's own lines (quantity 0 removes it); a line another diner added is refused. Answers the table cart.
         */
        put: operations["tableCartUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/table-cart/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the table cart as ONE order, each line with who added it, and answers it with the cart after it. Racing sends from several members make one order: a send whose sender saw a version the last send already covered answers that send (`sentNow: false`).
         * @description Sends the table cart as ONE order, each line with who added it, and answers it with the cart after it. Racing sends from several members make one order: a send whose sender saw a version the last send already covered answers that send (`sentNow: false`).
         */
        post: operations["tableCartSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The diner's visit at this table: the one they joined (the table's current one, begun if the table has none, for a diner new here) and whether it has ended (the table was settled). Every read of the bill, the table cart, the payments, the staff requests and the live feed is of this visit.
         * @description The diner's visit at this table: the one they joined (the table's current one, begun if the table has none, for a diner new here) and whether it has ended (the table was settled). Every read of the bill, the table cart, the payments, the staff requests and the live feed is of this visit.
         */
        get: operations["visitGet"];
        put?: never;
        /**
         * Starts a new order: the diner joins the table's current visit (begun now if the table has none), as a new scan of the table's QR code does, and leaves an ended one. Joining the visit one is in already changes nothing.
         * @description Starts a new order: the diner joins the table's current visit (begun now if the table has none), as a new scan of the table's QR code does, and leaves an ended one. Joining the visit one is in already changes nothing.
         */
        post: operations["visitJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The table's bill as paid so far (its total, what was paid with tips, what is left), its payments since it was last settled, the venue's tip presets and the payment provider.
         * @description The table's bill as paid so far (its total, what was paid with tips, what is left), its payments since it was last settled, the venue's tip presets and the payment provider.
         */
        get: operations["paymentsGet"];
        put?: never;
        /**
         * Pays part or all of the table's bill with a tip: the server computes the share from the bill and the split (never more than is left) and the tip, and charges the card only when that total is `expectedTotal`. A declined card charges nothing (402). Racing payments of one share make one payment: a dish is paid once, and the same Idempotency-Key answers the first payment. When nothing is left, the table settles itself. `qr` must be the table of the `qr` header. With Stripe, a card that asks the diner to confirm (status NeedsConfirmation) comes with `nextAction.clientSecret`, for Stripe.js's handleNextAction, then payConfirm.
         * @description Pays part or all of the table's bill with a tip: the server computes the share from the bill and the split (never more than is left) and the tip, and charges the card only when that total is `expectedTotal`. A declined card charges nothing (402). Racing payments of one share make one payment: a dish is paid once, and the same Idempotency-Key answers the first payment. When nothing is left, the table settles itself. `qr` must be the table of the `qr` header. With Stripe, a card that asks the diner to confirm (status NeedsConfirmation) comes with `nextAction.clientSecret`, for Stripe.js's handleNextAction, then payConfirm.
         */
        post: operations["pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a payment whose card asked the diner to confirm it first (status NeedsConfirmation); answers it paid. While the bank's check is not done yet it answers the payment still NeedsConfirmation, with Stripe with a fresh `nextAction.clientSecret`. A card declined or abandoned at the check answers 402 and the payment is Failed: it no longer counts against the bill.
         * @description Confirms a payment whose card asked the diner to confirm it first (status NeedsConfirmation); answers it paid. While the bank's check is not done yet it answers the payment still NeedsConfirmation, with Stripe with a fresh `nextAction.clientSecret`. A card declined or abandoned at the check answers 402 and the payment is Failed: it no longer counts against the bill.
         */
        post: operations["payConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The receipt of one of the diner's payments at this table, by the payment's id (404 for anyone else's, or another table's).
         * @description The receipt of one of the diner's payments at this table, by the payment's id (404 for anyone else's, or another table's).
         */
        get: operations["receiptGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mails the receipt of one of the diner's payments at this table to `address`, in `language`, with a link that opens it (an access token of its own). The address is used for this sending only: never stored or logged. A payment's receipt is sent at most 3 times an hour (429 after).
         * @description E-mails the receipt of one of the diner's payments at this table to `address`, in `language`, with a link that opens it (an access token of its own). The address is used for this sending only: never stored or logged. A payment's receipt is sent at most 3 times an hour (429 after).
         */
        post: operations["receiptMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{paymentId}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payer's feedback on one of their payments at this table that went through (404 for anyone else's, another table's, or one not paid): a thumbs up or down, the reasons ticked, an optional comment (trimmed; a blank one is none). Given once per payment: a second is refused (409 FeedbackGiven). Answers the feedback as kept.
         * @description The payer's feedback on one of their payments at this table that went through (404 for anyone else's, another table's, or one not paid): a thumbs up or down, the reasons ticked, an optional comment (trimmed; a blank one is none). Given once per payment: a second is refused (409 FeedbackGiven). Answers the feedback as kept.
         */
        post: operations["feedbackGive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders of every venue, open ones only unless all=1, newest first.
         * @description Orders of every venue, open ones only unless all=1, newest first.
         */
        get: operations["operatorOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/orders/{orderId}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves an order to the given state, or along its first configured move; other moves are refused (409).
         * @description Moves an order to the given state, or along its first configured move; other moves are refused (409).
         */
        post: operations["operatorAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/items/{itemId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes an item off the menu or puts it back, and touches the venue's availability sync document.
         * @description Takes an item off the menu or puts it back, and touches the venue's availability sync document.
         */
        post: operations["operatorAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/items/{itemId}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the price of one of a dish's variants (minor units), and touches the venue's availability sync document (type changed): diners' menus are read again; orders keep what they were priced at.
         * @description Sets the price of one of a dish's variants (minor units), and touches the venue's availability sync document (type changed): diners' menus are read again; orders keep what they were priced at.
         */
        post: operations["operatorPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff requests of every table, open ones only unless all=1, oldest first.
         * @description Staff requests of every table, open ones only unless all=1, oldest first.
         */
        get: operations["operatorRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/requests/{requestId}/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledges a staff request (the diner sees 'On the way'); acknowledging it again answers it as it is; a closed one is refused (409).
         * @description Acknowledges a staff request (the diner sees 'On the way'); acknowledging it again answers it as it is; a closed one is refused (409).
         */
        post: operations["operatorAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tables/{qrCode}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settles a table: its open orders move to the venue's settled state (Paid) and its requests close, so the next party starts with an empty bill.
         * @description Settles a table: its open orders move to the venue's settled state (Paid) and its requests close, so the next party starts with an empty bill.
         */
        post: operations["operatorSettle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest payments made at the venues' tables (at one table with qrCode), newest first, at most 200: each receipt with its status, whether its table was settled since, and why it was refunded (late: the provider took the money after the share was paid or the table settled, and the server gave it back; staff).
         * @description The latest payments made at the venues' tables (at one table with qrCode), newest first, at most 200: each receipt with its status, whether its table was settled since, and why it was refunded (late: the provider took the money after the share was paid or the table settled, and the server gave it back; staff).
         */
        get: operations["operatorPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/payments/{receiptNumber}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refunds a payment at a table, by its receipt number, through its provider, once: refunding it again is refused (409). While the table is not settled, the share is owed again.
         * @description Refunds a payment at a table, by its receipt number, through its provider, once: refunding it again is refused (409). While the table is not settled, the share is owed again.
         */
        post: operations["operatorRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest feedback diners gave after paying (at one venue with venueId), newest first, at most 200: each with its venue, table and receipt number.
         * @description The latest feedback diners gave after paying (at one venue with venueId), newest first, at most 200: each with its venue, table and receipt number.
         */
        get: operations["operatorFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/venues/{venueId}/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The e-mails on the venue's staff list (who may sign in to its staff screen), by address.
         * @description The e-mails on the venue's staff list (who may sign in to its staff screen), by address.
         */
        get: operations["operatorStaffList"];
        put?: never;
        /**
         * Lists an e-mail (kept lowercased) as the venue's staff: its Google account may then use the staff screen. Listed already: changed is false.
         * @description Lists an e-mail (kept lowercased) as the venue's staff: its Google account may then use the staff screen. Listed already: changed is false.
         */
        post: operations["operatorStaffAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/venues/{venueId}/staff/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes an e-mail off the venue's staff list: its next staff call is refused (and, with the Firestore mirror, its admission to the venue's staff feed there is withdrawn). Not listed: changed is false.
         * @description Takes an e-mail off the venue's staff list: its next staff call is refused (and, with the Firestore mirror, its admission to the venue's staff feed there is withdrawn). Not listed: changed is false.
         */
        post: operations["operatorStaffRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/venues/{venueId}/late": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets after how many minutes (1 to 240) an order waiting on the venue's staff screen is shown late.
         * @description Sets after how many minutes (1 to 240) an order waiting on the venue's staff screen is shown late.
         */
        post: operations["operatorLateAfter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The venues whose staff list holds the caller's e-mail (of the token's tenant, when it names one): each with its currency, its order states and the moves out of each, and after how many minutes an order is late.
         * @description The venues whose staff list holds the caller's e-mail (of the token's tenant, when it names one): each with its currency, its order states and the moves out of each, and after how many minutes an order is late.
         */
        get: operations["staffVenues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The venue's open orders (all with all=1), newest first, at most 500: each with its table, its state (end or not), when it was placed, its lines with their choices and notes, and its note.
         * @description The venue's open orders (all with all=1), newest first, at most 500: each with its table, its state (end or not), when it was placed, its lines with their choices and notes, and its note.
         */
        get: operations["staffOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/orders/{orderId}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves one of the venue's orders to the given state, or along its next configured move; other moves are refused (409). Recorded with who took it.
         * @description Moves one of the venue's orders to the given state, or along its next configured move; other moves are refused (409). Recorded with who took it.
         */
        post: operations["staffAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The venue's staff requests, open ones only unless all=1, oldest first, each with its table and its age in seconds.
         * @description The venue's staff requests, open ones only unless all=1, oldest first, each with its table and its age in seconds.
         */
        get: operations["staffRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/requests/{requestId}/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledges one of the venue's staff requests (the diner sees 'On the way'); again answers it as it is; a closed one is refused (409). Recorded with who took it.
         * @description Acknowledges one of the venue's staff requests (the diner sees 'On the way'); again answers it as it is; a closed one is refused (409). Recorded with who took it.
         */
        post: operations["staffAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The venue's dishes in menu order, sold-out ones included, each with whether it is available and its variants' prices.
         * @description The venue's dishes in menu order, sold-out ones included, each with whether it is available and its variants' prices.
         */
        get: operations["staffMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/dishes/{itemId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks one of the venue's dishes sold out, or back: diners' menus and carts show it live. Recorded with who took it.
         * @description Marks one of the venue's dishes sold out, or back: diners' menus and carts show it live. Recorded with who took it.
         */
        post: operations["staffAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/dishes/{itemId}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the price of one of a dish's variants (minor units); orders keep theirs. Recorded with who took it.
         * @description Sets the price of one of a dish's variants (minor units); orders keep theirs. Recorded with who took it.
         */
        post: operations["staffPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The floor: each table of the venue with its current visit, who is ordering together, its table cart, its bill (total, paid, tips, left) and its open requests.
         * @description The floor: each table of the venue with its current visit, who is ordering together, its table cart, its bill (total, paid, tips, left) and its open requests.
         */
        get: operations["staffTables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/tables/{qrCode}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settles one of the venue's tables: its open orders move to the settled state and its requests close; the next party starts a new visit. Recorded with who took it.
         * @description Settles one of the venue's tables: its open orders move to the settled state and its requests close; the next party starts a new visit. Recorded with who took it.
         */
        post: operations["staffSettle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest payments at the venue's tables (at one table with qrCode), newest first, at most 200.
         * @description The latest payments at the venue's tables (at one table with qrCode), newest first, at most 200.
         */
        get: operations["staffPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/payments/{receiptNumber}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refunds a payment made at one of the venue's tables, by its receipt number, once (again: 409). While the table is not settled, the share is owed again. Recorded with who took it.
         * @description Refunds a payment made at one of the venue's tables, by its receipt number, once (again: 409). While the table is not settled, the share is owed again. Recorded with who took it.
         */
        post: operations["staffRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest feedback diners gave after paying at the venue, newest first, at most 200, each with its table and receipt.
         * @description The latest feedback diners gave after paying at the venue, newest first, at most 200, each with its table and receipt.
         */
        get: operations["staffFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The venue's latest staff actions, newest first, at most 200: who (a staff e-mail, or 'operator' for the command line) did what to what, and when.
         * @description The venue's latest staff actions, newest first, at most 200: who (a staff e-mail, or 'operator' for the command line) did what to what, and when.
         */
        get: operations["staffActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live/table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The table's orders and staff requests and its venue's dish availability, live, on one connection.
         * @description The table's orders and staff requests and its venue's dish availability, live, on one connection.
         */
        get: operations["liveTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/venues/{venueId}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The venue's orders, staff requests, payments, table carts, availability, feedback and staff actions, live, on one connection.
         * @description The venue's orders, staff requests, payments, table carts, availability, feedback and staff actions, live, on one connection.
         */
        get: operations["staffLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the database and the identity provider answer, for load balancers and supervisors.
         * @description 200 when both answer; 503 naming what does not. Needs no sign-in and is never cached.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document: OpenAPI 3.1, generated from the contract the server decodes with (schema/api.ts).
         * @description Needs no sign-in.
         */
        get: operations["openApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * AmountAboveLeft
         * @description The amount is more than is left of the bill; the message says what is left.
         */
        AmountAboveLeft: {
            /** @enum {string} */
            _tag: "AmountAboveLeft";
            message: string;
            field?: string;
        };
        /**
         * AmountChanged
         * @description The total is not the one the server computes for this choice (the bill changed, or the total was altered): nothing was charged; read the bill again.
         */
        AmountChanged: {
            /** @enum {string} */
            _tag: "AmountChanged";
            message: string;
            field?: string;
        };
        /**
         * BadRequest
         * @description The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it.
         */
        BadRequest: {
            /** @enum {string} */
            _tag: "BadRequest";
            message: string;
            field?: string;
        };
        /**
         * CardDeclined
         * @description The card was declined: nothing was charged. Try another card.
         */
        CardDeclined: {
            /** @enum {string} */
            _tag: "CardDeclined";
            message: string;
            field?: string;
        };
        Cart: {
            id: components["schemas"]["Id"];
            items: components["schemas"]["CartLine"][];
            price: number;
            summery: components["schemas"]["CartSummary"] | null;
        };
        CartAddPayload: {
            id: components["schemas"]["Id"];
            variantId?: components["schemas"]["Id"];
            selectedChoices: components["schemas"]["SelectedChoices"];
            quantity: number;
            note?: string;
        };
        /**
         * CartEmpty
         * @description An empty cart cannot be sent as an order.
         */
        CartEmpty: {
            /** @enum {string} */
            _tag: "CartEmpty";
            message: string;
            field?: string;
        };
        /**
         * CartFull
         * @description The cart holds as many different dishes as one order may have: send it, then add more.
         */
        CartFull: {
            /** @enum {string} */
            _tag: "CartFull";
            message: string;
            field?: string;
        };
        CartLine: {
            id: components["schemas"]["Id"];
            itemId: components["schemas"]["Id"];
            variantId: components["schemas"]["Id"];
            name: string;
            variantName: string;
            selectedChoices: components["schemas"]["SelectedChoices"];
            choiceSummary: string[];
            quantity: number;
            unitPrice: number;
            price: number;
            available: boolean;
            note?: string;
            addedBy?: {
                yours?: boolean;
                name: string | null;
            };
        };
        CartSummary: {
            subtotal: number;
            serviceCharge: number;
            finalPrice: number;
        };
        CartUpdatePayload: {
            id: components["schemas"]["Id"];
            selectedChoices: components["schemas"]["SelectedChoices"];
            quantity: number;
            note?: string;
        };
        Choice: {
            id: components["schemas"]["Id"];
            name: string;
            minSelection: number;
            maxSelection: number | null;
            attributes: {
                value: string;
            }[];
            translations?: {
                [key: string]: {
                    name?: string;
                };
            };
        };
        ChoiceOption: {
            id: components["schemas"]["Id"];
            name: string;
            price: number;
            translations?: {
                [key: string]: {
                    name?: string;
                };
            };
        };
        /**
         * ChoiceRefused
         * @description A choice of the dish is not met (too few or too many options, an unknown option); `field` names the choice.
         */
        ChoiceRefused: {
            /** @enum {string} */
            _tag: "ChoiceRefused";
            message: string;
            field?: string;
        };
        /**
         * CodeExpired
         * @description The code has expired: ask for a new one.
         */
        CodeExpired: {
            /** @enum {string} */
            _tag: "CodeExpired";
            message: string;
            field?: string;
        };
        /**
         * CodeNotSent
         * @description No code was sent to this diner: ask for one first.
         */
        CodeNotSent: {
            /** @enum {string} */
            _tag: "CodeNotSent";
            message: string;
            field?: string;
        };
        /**
         * CodeWrong
         * @description The code is not the one sent; the message says how many tries are left.
         */
        CodeWrong: {
            /** @enum {string} */
            _tag: "CodeWrong";
            message: string;
            field?: string;
        };
        Color: string;
        /**
         * DishNotOnMenu
         * @description The dish (or its variant) is not on this venue's menu.
         */
        DishNotOnMenu: {
            /** @enum {string} */
            _tag: "DishNotOnMenu";
            message: string;
            field?: string;
        };
        /**
         * DishUnavailable
         * @description The dish is sold out or taken off the menu: the app refreshes the menu and the cart.
         */
        DishUnavailable: {
            /** @enum {string} */
            _tag: "DishUnavailable";
            message: string;
            field?: string;
        };
        /**
         * FeedbackGiven
         * @description Feedback was already given for this payment: it is given once.
         */
        FeedbackGiven: {
            /** @enum {string} */
            _tag: "FeedbackGiven";
            message: string;
            field?: string;
        };
        Id: string;
        /**
         * IdempotencyKeyReused
         * @description The Idempotency-Key was already used for a different request: a new change needs a new key.
         */
        IdempotencyKeyReused: {
            /** @enum {string} */
            _tag: "IdempotencyKeyReused";
            message: string;
            field?: string;
        };
        /**
         * IdentityUnavailable
         * @description The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again).
         */
        IdentityUnavailable: {
            /** @enum {string} */
            _tag: "IdentityUnavailable";
            message: string;
            field?: string;
        };
        Image: {
            url: string;
        };
        /**
         * InsufficientFunds
         * @description The card was declined for insufficient funds: nothing was charged. Try another card.
         */
        InsufficientFunds: {
            /** @enum {string} */
            _tag: "InsufficientFunds";
            message: string;
            field?: string;
        };
        /**
         * ItemNotFound
         * @description No dish has this id.
         */
        ItemNotFound: {
            /** @enum {string} */
            _tag: "ItemNotFound";
            message: string;
            field?: string;
        };
        /**
         * LineAmbiguous
         * @description The id names a dish that is on more than one line of the cart (with different choices): send the cart line's id instead.
         */
        LineAmbiguous: {
            /** @enum {string} */
            _tag: "LineAmbiguous";
            message: string;
            field?: string;
        };
        /**
         * LineGone
         * @description The cart line is no longer in the cart.
         */
        LineGone: {
            /** @enum {string} */
            _tag: "LineGone";
            message: string;
            field?: string;
        };
        /**
         * LineNotOnBill
         * @description A dish chosen is not on the table's bill (any more); `field` names it.
         */
        LineNotOnBill: {
            /** @enum {string} */
            _tag: "LineNotOnBill";
            message: string;
            field?: string;
        };
        /**
         * LineNotYours
         * @description Another diner added this line: only they can change or remove it.
         */
        LineNotYours: {
            /** @enum {string} */
            _tag: "LineNotYours";
            message: string;
            field?: string;
        };
        /**
         * LinePaid
         * @description A dish chosen was already paid by another payment.
         */
        LinePaid: {
            /** @enum {string} */
            _tag: "LinePaid";
            message: string;
            field?: string;
        };
        /**
         * LiveStreamsLimited
         * @description Too many live update streams are open for this diner or network.
         */
        LiveStreamsLimited: {
            /** @enum {string} */
            _tag: "LiveStreamsLimited";
            message: string;
            field?: string;
        };
        /**
         * MailLimited
         * @description This payment's receipt was e-mailed 3 times in the last hour: the message says when it can be sent again.
         */
        MailLimited: {
            /** @enum {string} */
            _tag: "MailLimited";
            message: string;
            field?: string;
        };
        /**
         * MailUnavailable
         * @description The venue's server could not hand the mail to its mail server (none is set, or it did not answer): nothing was sent; try again later.
         */
        MailUnavailable: {
            /** @enum {string} */
            _tag: "MailUnavailable";
            message: string;
            field?: string;
        };
        Menu: {
            items: components["schemas"]["MenuItem"][];
        };
        MenuItem: {
            id: components["schemas"]["Id"];
            name: string;
            description: string;
            images: components["schemas"]["Image"][];
            variants: components["schemas"]["Variant"][];
            section: components["schemas"]["Section"];
            sectionIndex: number;
            dietary?: ("vegetarian" | "vegan" | "halal" | "containsAlcohol")[];
            spiceLevel?: number;
            allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            translations?: {
                [key: string]: {
                    name?: string;
                    description?: string;
                };
            };
        };
        /**
         * MoveRefused
         * @description The order cannot make this move from its current state.
         */
        MoveRefused: {
            /** @enum {string} */
            _tag: "MoveRefused";
            message: string;
            field?: string;
        };
        /**
         * NoCart
         * @description The diner has no cart at this table yet.
         */
        NoCart: {
            /** @enum {string} */
            _tag: "NoCart";
            message: string;
            field?: string;
        };
        /**
         * NoSettledState
         * @description The venue has no settled state configured, so its tables cannot be settled.
         */
        NoSettledState: {
            /** @enum {string} */
            _tag: "NoSettledState";
            message: string;
            field?: string;
        };
        /**
         * NoVenue
         * @description No venue has this QR code.
         */
        NoVenue: {
            /** @enum {string} */
            _tag: "NoVenue";
            message: string;
            field?: string;
        };
        /**
         * NotAtTable
         * @description The diner has no cart, order or pass at this table in the last 3 hours: staff are called from the table's own screens.
         */
        NotAtTable: {
            /** @enum {string} */
            _tag: "NotAtTable";
            message: string;
            field?: string;
        };
        /**
         * NotOperator
         * @description An operator call without the venue's operator key.
         */
        NotOperator: {
            /** @enum {string} */
            _tag: "NotOperator";
            message: string;
            field?: string;
        };
        /**
         * NotRefundable
         * @description The payment was already refunded, or was never completed.
         */
        NotRefundable: {
            /** @enum {string} */
            _tag: "NotRefundable";
            message: string;
            field?: string;
        };
        /**
         * NotSignedIn
         * @description No ID token, or one that has expired or is not valid: sign in again.
         */
        NotSignedIn: {
            /** @enum {string} */
            _tag: "NotSignedIn";
            message: string;
            field?: string;
        };
        /**
         * NotStaff
         * @description The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`.
         */
        NotStaff: {
            /** @enum {string} */
            _tag: "NotStaff";
            message: string;
            field?: string;
        };
        /**
         * NotTableCartMember
         * @description The diner has not joined this table's order together: join it first.
         */
        NotTableCartMember: {
            /** @enum {string} */
            _tag: "NotTableCartMember";
            message: string;
            field?: string;
        };
        /**
         * NothingLeft
         * @description Nothing is left to pay of the table's bill (or of the part chosen).
         */
        NothingLeft: {
            /** @enum {string} */
            _tag: "NothingLeft";
            message: string;
            field?: string;
        };
        /**
         * NothingToConfirm
         * @description The payment needs no confirmation (it was already confirmed).
         */
        NothingToConfirm: {
            /** @enum {string} */
            _tag: "NothingToConfirm";
            message: string;
            field?: string;
        };
        /**
         * OperatorLimited
         * @description Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken).
         */
        OperatorLimited: {
            /** @enum {string} */
            _tag: "OperatorLimited";
            message: string;
            field?: string;
        };
        Order: {
            id: components["schemas"]["Id"];
            orderNumber: string;
            serviceAreaId: components["schemas"]["Id"];
            orderState: components["schemas"]["OrderStatus"];
            items: components["schemas"]["CartLine"][];
            price: number;
            summery: components["schemas"]["CartSummary"] | null;
            createdAt: number;
            isMine?: boolean;
            note?: string;
        };
        /**
         * OrderNotFound
         * @description No order has this id.
         */
        OrderNotFound: {
            /** @enum {string} */
            _tag: "OrderNotFound";
            message: string;
            field?: string;
        };
        OrderState: {
            id: components["schemas"]["Id"];
            name: string;
            color: components["schemas"]["Color"];
            isEnd: boolean;
            position: number;
        };
        OrderStatus: {
            id: components["schemas"]["Id"];
            stateName: string;
            color: components["schemas"]["Color"];
            translations?: {
                [key: string]: {
                    stateName?: string;
                };
            };
        };
        OrderTransition: {
            id: components["schemas"]["Id"];
            name: string;
            fromStateId: components["schemas"]["Id"];
            toStateId: components["schemas"]["Id"];
        };
        /**
         * OtherTenant
         * @description The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue.
         */
        OtherTenant: {
            /** @enum {string} */
            _tag: "OtherTenant";
            message: string;
            field?: string;
        };
        /**
         * PaymentNotFound
         * @description No payment of this diner at this table has this id.
         */
        PaymentNotFound: {
            /** @enum {string} */
            _tag: "PaymentNotFound";
            message: string;
            field?: string;
        };
        /**
         * PaymentPending
         * @description The card provider did not answer: the payment is held, neither charged twice nor lost. Pay again with the same Idempotency-Key to learn its outcome.
         */
        PaymentPending: {
            /** @enum {string} */
            _tag: "PaymentPending";
            message: string;
            field?: string;
        };
        PhoneNumber: string;
        PhoneSendAnswer: {
            success: boolean;
            resendAfterSeconds: number;
            expiresInSeconds: number;
        };
        PhoneVerifyAnswer: {
            success: boolean;
            phoneNumber: components["schemas"]["PhoneNumber"];
        };
        QrCode: string;
        /**
         * QuantityCap
         * @description More of one dish than one cart may hold.
         */
        QuantityCap: {
            /** @enum {string} */
            _tag: "QuantityCap";
            message: string;
            field?: string;
        };
        /**
         * RequestClosed
         * @description The staff request was closed when its table was settled.
         */
        RequestClosed: {
            /** @enum {string} */
            _tag: "RequestClosed";
            message: string;
            field?: string;
        };
        /**
         * RequestKindRefused
         * @description The venue does not take this kind of request; the message lists those it takes.
         */
        RequestKindRefused: {
            /** @enum {string} */
            _tag: "RequestKindRefused";
            message: string;
            field?: string;
        };
        /**
         * RequestLimited
         * @description The table (5), or this diner (3), has called the staff too often in the last 10 minutes.
         */
        RequestLimited: {
            /** @enum {string} */
            _tag: "RequestLimited";
            message: string;
            field?: string;
        };
        /**
         * RequestNotFound
         * @description No staff request has this id.
         */
        RequestNotFound: {
            /** @enum {string} */
            _tag: "RequestNotFound";
            message: string;
            field?: string;
        };
        Section: {
            id: components["schemas"]["Id"];
            name: string;
            images: components["schemas"]["Image"][];
            translations?: {
                [key: string]: {
                    name?: string;
                };
            };
        };
        SelectedChoices: {
            [key: string]: components["schemas"]["Id"][];
        };
        /**
         * SendLimited
         * @description Too many codes asked for (this phone, this diner or this network): wait as the message says.
         */
        SendLimited: {
            /** @enum {string} */
            _tag: "SendLimited";
            message: string;
            field?: string;
        };
        /**
         * ServerFault
         * @description A bug on the server's side: nothing was changed that the diner can see; try again.
         */
        ServerFault: {
            /** @enum {string} */
            _tag: "ServerFault";
            message: string;
            field?: string;
        };
        ServiceArea: {
            id: components["schemas"]["Id"];
            name: string;
            /** @enum {string} */
            authType: "PLAIN" | "AUTHENTICATE" | "AUTHENTICATE_WITH_PHONE_VERIFY";
            qrCode: {
                code: components["schemas"]["QrCode"];
            };
        };
        /**
         * SignInRequired
         * @description The table's sign-in rule is not met: the message says which step (Google, phone) is missing.
         */
        SignInRequired: {
            /** @enum {string} */
            _tag: "SignInRequired";
            message: string;
            field?: string;
        };
        /**
         * SmsUnavailable
         * @description This server cannot send text messages: the staff can help.
         */
        SmsUnavailable: {
            /** @enum {string} */
            _tag: "SmsUnavailable";
            message: string;
            field?: string;
        };
        StaffRequest: {
            id: components["schemas"]["Id"];
            serviceAreaId: components["schemas"]["Id"];
            kind: string;
            label: string;
            /** @enum {string} */
            status: "open" | "acknowledged" | "closed";
            createdAt: number;
            acknowledgedAt: number | null;
        };
        StaffRequestKind: {
            id: string;
            label: string;
            translations?: {
                [key: string]: {
                    label?: string;
                };
            };
        };
        StaffRequestPayload: {
            kind: string;
        };
        /**
         * StorageUnavailable
         * @description The venue's server cannot reach its storage just now: try again in a moment.
         */
        StorageUnavailable: {
            /** @enum {string} */
            _tag: "StorageUnavailable";
            message: string;
            field?: string;
        };
        /**
         * TableCartOff
         * @description This table does not take orders together (the venue turned it off here): each diner orders from their own cart.
         */
        TableCartOff: {
            /** @enum {string} */
            _tag: "TableCartOff";
            message: string;
            field?: string;
        };
        /**
         * TableNotFound
         * @description No table has this QR code.
         */
        TableNotFound: {
            /** @enum {string} */
            _tag: "TableNotFound";
            message: string;
            field?: string;
        };
        TableRequests: {
            kinds: components["schemas"]["StaffRequestKind"][];
            requests: components["schemas"]["StaffRequest"][];
        };
        Tenant: {
            id: components["schemas"]["Id"];
            name: string;
            currency: string | null;
        };
        /**
         * TipRefused
         * @description The tip is not one of the venue's presets, or is more than the share it tips.
         */
        TipRefused: {
            /** @enum {string} */
            _tag: "TipRefused";
            message: string;
            field?: string;
        };
        /**
         * TooManyTries
         * @description Too many wrong codes: ask for a new one.
         */
        TooManyTries: {
            /** @enum {string} */
            _tag: "TooManyTries";
            message: string;
            field?: string;
        };
        Variant: {
            id: components["schemas"]["Id"];
            name: string;
            price: number;
            enabled: boolean;
            choices: components["schemas"]["VariantChoice"][];
            translations?: {
                [key: string]: {
                    name?: string;
                };
            };
        };
        VariantChoice: {
            id: components["schemas"]["Id"];
            required: boolean;
            choice: components["schemas"]["Choice"];
            choiceOptions: components["schemas"]["ChoiceOption"][];
        };
        Venue: {
            id: components["schemas"]["Id"];
            name: string;
            logo: components["schemas"]["Image"] | null;
            tenant: {
                id: components["schemas"]["Id"];
            };
            serviceChargePercent?: number;
        };
        VenueAnswer: {
            venue: components["schemas"]["Venue"];
            selectedServiceArea: components["schemas"]["ServiceArea"];
            tenant: components["schemas"]["Tenant"];
        };
        /**
         * VenueNotFound
         * @description No venue has this id.
         */
        VenueNotFound: {
            /** @enum {string} */
            _tag: "VenueNotFound";
            message: string;
            field?: string;
        };
        /**
         * VisitEnded
         * @description The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit.
         */
        VisitEnded: {
            /** @enum {string} */
            _tag: "VisitEnded";
            message: string;
            field?: string;
        };
        /**
         * WrongTable
         * @description The QR code is not one of this tenant's tables, or the call asks about another table.
         */
        WrongTable: {
            /** @enum {string} */
            _tag: "WrongTable";
            message: string;
            field?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    venueByQr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example demo-table-1 */
                qrCode: components["schemas"]["QrCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "venue": {
                     *           "id": "venue-lotus-colombo",
                     *           "name": "Lotus & Lime Colombo",
                     *           "logo": {
                     *             "url": "venue/lotus-and-lime.svg"
                     *           },
                     *           "tenant": {
                     *             "id": "tenant-lotus"
                     *           }
                     *         },
                     *         "selectedServiceArea": {
                     *           "id": "area-table-1",
                     *           "name": "Table 1",
                     *           "authType": "PLAIN",
                     *           "qrCode": {
                     *             "code": "demo-table-1"
                     *           }
                     *         },
                     *         "tenant": {
                     *           "id": "tenant-lotus",
                     *           "name": "Lotus & Lime Hospitality",
                     *           "currency": "Rs."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["VenueAnswer"];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NoVenue: No venue has this QR code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No venue has the QR code 'no-such-table'.",
                     *           "field": "qrCode"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NoVenue",
                     *         "message": "No venue has the QR code 'no-such-table'.",
                     *         "field": "qrCode"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NoVenue"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    menuPick: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example demo-table-1 */
                qrCode: components["schemas"]["QrCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "items": [
                     *           {
                     *             "id": "item-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "description": "Pot of Nuwara Eliya black tea.",
                     *             "images": [
                     *               {
                     *                 "url": "items/ceylon-tea.svg"
                     *               }
                     *             ],
                     *             "variants": [
                     *               {
                     *                 "id": "var-ceylon-tea",
                     *                 "name": "Standard",
                     *                 "price": 35000,
                     *                 "enabled": true,
                     *                 "choices": [
                     *                   {
                     *                     "id": "vc-sugar",
                     *                     "required": false,
                     *                     "choice": {
                     *                       "id": "sugar",
                     *                       "name": "Sugar",
                     *                       "minSelection": 0,
                     *                       "maxSelection": 1,
                     *                       "attributes": []
                     *                     },
                     *                     "choiceOptions": [
                     *                       {
                     *                         "id": "sugar-none",
                     *                         "name": "No sugar",
                     *                         "price": 0
                     *                       },
                     *                       {
                     *                         "id": "sugar-less",
                     *                         "name": "Less sugar",
                     *                         "price": 0
                     *                       },
                     *                       {
                     *                         "id": "sugar-normal",
                     *                         "name": "Normal",
                     *                         "price": 0
                     *                       }
                     *                     ]
                     *                   }
                     *                 ]
                     *               }
                     *             ],
                     *             "section": {
                     *               "id": "section-drinks",
                     *               "name": "Drinks",
                     *               "images": [
                     *                 {
                     *                   "url": "sections/drinks.svg"
                     *                 }
                     *               ]
                     *             },
                     *             "sectionIndex": 6,
                     *             "dietary": [
                     *               "vegetarian",
                     *               "vegan",
                     *               "halal"
                     *             ],
                     *             "spiceLevel": 0,
                     *             "allergens": []
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["Menu"];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NoVenue: No venue has this QR code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No venue has the QR code 'no-such-table'.",
                     *           "field": "qrCode"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NoVenue",
                     *         "message": "No venue has the QR code 'no-such-table'.",
                     *         "field": "qrCode"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NoVenue"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    cartAdd: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `id` is the menu item's id; `variantId` (optional) one of its variants, else its first enabled one. `selectedChoices` maps a choice's `choice.id` (as `sugar`, not the variant choice's `id` `vc-sugar`) to the ids of the options picked in it (`choiceOptions[].id`). Refused, with `field` `selectedChoices.<choice id>`: a key that is not a choice of the variant; an option id that choice does not offer; a choice that is `required`, or has `minSelection` above 0, left without a pick; fewer picks than `minSelection`; more than `maxSelection` (when set). `note` (optional): at most 200 characters, no control characters (a line break, a NUL, an ESC: 400 with `field` `note`), kept trimmed; a blank note is none. Lines of the same dish and picks merge only when their notes match too. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "item-ceylon-tea",
                 *       "selectedChoices": {
                 *         "sugar": [
                 *           "sugar-less"
                 *         ]
                 *       },
                 *       "quantity": 2
                 *     }
                 */
                "application/json": components["schemas"]["CartAddPayload"];
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "42728877-59d2-44e2-9f81-9da5d83c7792",
                     *         "items": [
                     *           {
                     *             "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "itemId": "item-ceylon-tea",
                     *             "variantId": "var-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "variantName": "Standard",
                     *             "selectedChoices": {
                     *               "sugar": [
                     *                 "sugar-less"
                     *               ]
                     *             },
                     *             "choiceSummary": [
                     *               "Less sugar"
                     *             ],
                     *             "quantity": 2,
                     *             "unitPrice": 35000,
                     *             "price": 70000,
                     *             "available": true
                     *           }
                     *         ],
                     *         "price": 70000,
                     *         "summery": {
                     *           "subtotal": 70000,
                     *           "serviceCharge": 7000,
                     *           "finalPrice": 77000
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description BadRequest: The body does not match CartAddPayload (`field` names the field: a missing or extra field, an `id` with control characters, a `quantity` that is not a whole number from 1 to 99, a `note` of more than 200 characters or with a control character), or the Idempotency-Key is not 8 to 128 letters, digits, `-` or `_`. ChoiceRefused: `selectedChoices` maps a choice's `choice.id` (as `sugar`, not the variant choice's `id` `vc-sugar`) to the ids of the options picked in it (`choiceOptions[].id`). Refused, with `field` `selectedChoices.<choice id>`: a key that is not a choice of the variant; an option id that choice does not offer; a choice that is `required`, or has `minSelection` above 0, left without a pick; fewer picks than `minSelection`; more than `maxSelection` (when set). QuantityCap: The cart would hold more than 99 of this dish with these picks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"] | components["schemas"]["ChoiceRefused"] | components["schemas"]["QuantityCap"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description DishNotOnMenu: `id` names no dish of this venue's menu (`field` `id`), or `variantId` names no variant of that dish (`field` `variantId`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This dish is not on this venue's menu.",
                     *           "field": "id"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "DishNotOnMenu",
                     *         "message": "This dish is not on this venue's menu.",
                     *         "field": "id"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["DishNotOnMenu"];
                    };
                };
            };
            /** @description DishUnavailable: The dish, or the variant meant (the first enabled one when `variantId` is left out), is sold out or disabled. CartFull: The cart already holds 100 different lines. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The dish is sold out or taken off the menu: the app refreshes the menu and the cart."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "DishUnavailable",
                     *         "message": "The dish is sold out or taken off the menu: the app refreshes the menu and the cart."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["DishUnavailable"] | components["schemas"]["CartFull"];
                    };
                };
            };
            /** @description IdempotencyKeyReused: The Idempotency-Key was already used for a different request: a new change needs a new key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "IdempotencyKeyReused",
                     *         "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["IdempotencyKeyReused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    cartUpdate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `id` is the cart line's id, or the menu item's id when exactly one line holds that dish. `quantity` 0 removes the line. `selectedChoices` maps a choice's `choice.id` (as `sugar`, not the variant choice's `id` `vc-sugar`) to the ids of the options picked in it (`choiceOptions[].id`). Refused, with `field` `selectedChoices.<choice id>`: a key that is not a choice of the variant; an option id that choice does not offer; a choice that is `required`, or has `minSelection` above 0, left without a pick; fewer picks than `minSelection`; more than `maxSelection` (when set). `note` (optional): at most 200 characters, no control characters (a line break, a NUL, an ESC: 400 with `field` `note`), kept trimmed; a blank note is none. Lines of the same dish and picks merge only when their notes match too. Without `note` the line keeps its note. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "item-ceylon-tea",
                 *       "selectedChoices": {
                 *         "sugar": [
                 *           "sugar-none"
                 *         ]
                 *       },
                 *       "quantity": 1
                 *     }
                 */
                "application/json": components["schemas"]["CartUpdatePayload"];
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "42728877-59d2-44e2-9f81-9da5d83c7792",
                     *         "items": [
                     *           {
                     *             "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "itemId": "item-ceylon-tea",
                     *             "variantId": "var-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "variantName": "Standard",
                     *             "selectedChoices": {
                     *               "sugar": [
                     *                 "sugar-none"
                     *               ]
                     *             },
                     *             "choiceSummary": [
                     *               "No sugar"
                     *             ],
                     *             "quantity": 1,
                     *             "unitPrice": 35000,
                     *             "price": 35000,
                     *             "available": true
                     *           }
                     *         ],
                     *         "price": 35000,
                     *         "summery": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "finalPrice": 38500
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description BadRequest: The body does not match CartUpdatePayload (`field` names the field: a missing or extra field, a `quantity` that is not a whole number from 0 to 99), or the Idempotency-Key is malformed. ChoiceRefused: `selectedChoices` maps a choice's `choice.id` (as `sugar`, not the variant choice's `id` `vc-sugar`) to the ids of the options picked in it (`choiceOptions[].id`). Refused, with `field` `selectedChoices.<choice id>`: a key that is not a choice of the variant; an option id that choice does not offer; a choice that is `required`, or has `minSelection` above 0, left without a pick; fewer picks than `minSelection`; more than `maxSelection` (when set). QuantityCap: Merged with an identical line, the cart would hold more than 99 of this dish. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"] | components["schemas"]["ChoiceRefused"] | components["schemas"]["QuantityCap"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description NoCart: The diner has no cart at this table yet. LineGone: `id` is neither a line of the diner's cart nor the id of a dish in it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "You have no cart yet."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NoCart",
                     *         "message": "You have no cart yet."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NoCart"] | components["schemas"]["LineGone"];
                    };
                };
            };
            /** @description LineAmbiguous: `id` is a menu item's id, and two or more lines of the cart hold that dish (with different picks): send the line's id. DishUnavailable: The dish is sold out or taken off the menu: the app refreshes the menu and the cart. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The id names a dish that is on more than one line of the cart (with different choices): send the cart line's id instead."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "LineAmbiguous",
                     *         "message": "The id names a dish that is on more than one line of the cart (with different choices): send the cart line's id instead."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["LineAmbiguous"] | components["schemas"]["DishUnavailable"];
                    };
                };
            };
            /** @description IdempotencyKeyReused: The Idempotency-Key was already used for a different request: a new change needs a new key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "IdempotencyKeyReused",
                     *         "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["IdempotencyKeyReused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    cartGet: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "42728877-59d2-44e2-9f81-9da5d83c7792",
                     *         "items": [
                     *           {
                     *             "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "itemId": "item-ceylon-tea",
                     *             "variantId": "var-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "variantName": "Standard",
                     *             "selectedChoices": {
                     *               "sugar": [
                     *                 "sugar-none"
                     *               ]
                     *             },
                     *             "choiceSummary": [
                     *               "No sugar"
                     *             ],
                     *             "quantity": 1,
                     *             "unitPrice": 35000,
                     *             "price": 35000,
                     *             "available": true
                     *           }
                     *         ],
                     *         "price": 35000,
                     *         "summery": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "finalPrice": 38500
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description NoCart: The diner has no cart at this table yet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "You have no cart yet."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NoCart",
                     *         "message": "You have no cart yet."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NoCart"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    cartSubmit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Optional: the spec's clients send no body. `note`: the diner's note on the order. `note` (optional): at most 200 characters, no control characters (a line break, a NUL, an ESC: 400 with `field` `note`), kept trimmed; a blank note is none. Lines of the same dish and picks merge only when their notes match too. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "note": "Our friend joins at eight: bring the tea then."
                 *     }
                 */
                "application/json": {
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *         "orderNumber": "#001",
                     *         "serviceAreaId": "area-table-1",
                     *         "orderState": {
                     *           "id": "state-placed",
                     *           "stateName": "Placed",
                     *           "color": "#5b5648"
                     *         },
                     *         "items": [
                     *           {
                     *             "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "itemId": "item-ceylon-tea",
                     *             "variantId": "var-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "variantName": "Standard",
                     *             "selectedChoices": {
                     *               "sugar": [
                     *                 "sugar-none"
                     *               ]
                     *             },
                     *             "choiceSummary": [
                     *               "No sugar"
                     *             ],
                     *             "quantity": 1,
                     *             "unitPrice": 35000,
                     *             "price": 35000,
                     *             "available": true
                     *           }
                     *         ],
                     *         "price": 35000,
                     *         "summery": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "finalPrice": 38500
                     *         },
                     *         "createdAt": 1795629361840,
                     *         "isMine": true,
                     *         "note": "Our friend joins at eight: bring the tea then."
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["Order"];
                    };
                };
            };
            /** @description BadRequest: The body, when sent, does not match CartSubmitPayload (`field` `note`: more than 200 characters or a control character), or the Idempotency-Key is not 8 to 128 letters, digits, `-` or `_`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description NoCart: The diner has no cart at this table yet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "You have no cart yet."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NoCart",
                     *         "message": "You have no cart yet."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NoCart"];
                    };
                };
            };
            /** @description CartEmpty: The cart has no lines: nothing was added, or another submit of this cart (another tab or device) has just made its order. DishUnavailable: A line's dish was sold out or taken off the menu since it was added: remove it, then submit again. VisitEnded: The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Your cart is empty. Add a dish to order."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "CartEmpty",
                     *         "message": "Your cart is empty. Add a dish to order."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["CartEmpty"] | components["schemas"]["DishUnavailable"] | components["schemas"]["VisitEnded"];
                    };
                };
            };
            /** @description IdempotencyKeyReused: The Idempotency-Key was already used for a different request: a new change needs a new key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "IdempotencyKeyReused",
                     *         "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["IdempotencyKeyReused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    ordersSearch: {
        parameters: {
            query: {
                /** @example demo-table-1 */
                qr: components["schemas"]["QrCode"];
                /** @example state-paid,state-cancelled */
                excludeStatusIds?: string;
            };
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "id": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *           "orderNumber": "#001",
                     *           "serviceAreaId": "area-table-1",
                     *           "orderState": {
                     *             "id": "state-placed",
                     *             "stateName": "Placed",
                     *             "color": "#5b5648"
                     *           },
                     *           "items": [
                     *             {
                     *               "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *               "itemId": "item-ceylon-tea",
                     *               "variantId": "var-ceylon-tea",
                     *               "name": "Ceylon Tea",
                     *               "variantName": "Standard",
                     *               "selectedChoices": {
                     *                 "sugar": [
                     *                   "sugar-none"
                     *                 ]
                     *               },
                     *               "choiceSummary": [
                     *                 "No sugar"
                     *               ],
                     *               "quantity": 1,
                     *               "unitPrice": 35000,
                     *               "price": 35000,
                     *               "available": true
                     *             }
                     *           ],
                     *           "price": 35000,
                     *           "summery": {
                     *             "subtotal": 35000,
                     *             "serviceCharge": 3500,
                     *             "finalPrice": 38500
                     *           },
                     *           "createdAt": 1795629361840,
                     *           "isMine": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["Order"][];
                    };
                };
            };
            /** @description BadRequest: `qr` is missing or not a QR code, or `excludeStatusIds` is not a comma-separated list of ids. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: `qr` (the query) is not the table of the `qr` header, or the header's table is not the tenant's. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    phoneSend: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path: {
                /** @example 0771234567 */
                phone: components["schemas"]["PhoneNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "success": true,
                     *         "resendAfterSeconds": 30,
                     *         "expiresInSeconds": 300
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["PhoneSendAnswer"];
                    };
                };
            };
            /** @description BadRequest: `phone` is not 10 digits starting with 0 (`field` `phone`); nothing is sent and no limit is spent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description SendLimited: One code per phone per 30 s, 10 per network per 10 minutes, 5 per diner per hour. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many codes asked for (this phone, this diner or this network): wait as the message says."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "SendLimited",
                     *         "message": "Too many codes asked for (this phone, this diner or this network): wait as the message says."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["SendLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). SmsUnavailable: This server cannot send text messages: the staff can help. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"] | components["schemas"]["SmsUnavailable"];
                    };
                };
            };
        };
    };
    phoneVerify: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path: {
                /** @example 482913 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "success": true,
                     *         "phoneNumber": "0771234567"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["PhoneVerifyAnswer"];
                    };
                };
            };
            /** @description BadRequest: `code` is not 6 digits (`field` `code`); it is refused before it is checked and does not spend one of the code's tries. CodeWrong: The code is not the one last sent to this diner; 5 wrong tries end the code. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"] | components["schemas"]["CodeWrong"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description CodeNotSent: No code was sent to this diner: ask for one first. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No code was sent to this diner: ask for one first."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "CodeNotSent",
                     *         "message": "No code was sent to this diner: ask for one first."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["CodeNotSent"];
                    };
                };
            };
            /** @description CodeExpired: The code has expired: ask for a new one. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The code has expired: ask for a new one."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "CodeExpired",
                     *         "message": "The code has expired: ask for a new one."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["CodeExpired"];
                    };
                };
            };
            /** @description TooManyTries: Too many wrong codes: ask for a new one. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong codes: ask for a new one."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "TooManyTries",
                     *         "message": "Too many wrong codes: ask for a new one."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["TooManyTries"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    orderStates: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "id": "state-placed",
                     *           "name": "Placed",
                     *           "color": "#5b5648",
                     *           "isEnd": false,
                     *           "position": 0
                     *         },
                     *         {
                     *           "id": "state-accepted",
                     *           "name": "Accepted",
                     *           "color": "#1a5fb4",
                     *           "isEnd": false,
                     *           "position": 1
                     *         },
                     *         {
                     *           "id": "state-paid",
                     *           "name": "Paid",
                     *           "color": "#613583",
                     *           "isEnd": true,
                     *           "position": 5
                     *         },
                     *         {
                     *           "id": "state-cancelled",
                     *           "name": "Cancelled",
                     *           "color": "#a51d2d",
                     *           "isEnd": true,
                     *           "position": 6
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["OrderState"][];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    orderTransitions: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "id": "move-accept",
                     *           "name": "Accept",
                     *           "fromStateId": "state-placed",
                     *           "toStateId": "state-accepted"
                     *         },
                     *         {
                     *           "id": "move-cancel-placed",
                     *           "name": "Cancel",
                     *           "fromStateId": "state-placed",
                     *           "toStateId": "state-cancelled"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["OrderTransition"][];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffRequestsList: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "kinds": [
                     *           {
                     *             "id": "waiter",
                     *             "label": "Waiter"
                     *           },
                     *           {
                     *             "id": "bill",
                     *             "label": "Bill"
                     *           },
                     *           {
                     *             "id": "water",
                     *             "label": "Water"
                     *           }
                     *         ],
                     *         "requests": [
                     *           {
                     *             "id": "6166a701-c41d-407a-be12-59781ec167c2",
                     *             "serviceAreaId": "area-table-1",
                     *             "kind": "waiter",
                     *             "label": "Waiter",
                     *             "status": "open",
                     *             "createdAt": 1795629362267,
                     *             "acknowledgedAt": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["TableRequests"];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffRequestCreate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `kind` is one of the venue's kinds (GET /api/table/requests). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "waiter"
                 *     }
                 */
                "application/json": components["schemas"]["StaffRequestPayload"];
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "6166a701-c41d-407a-be12-59781ec167c2",
                     *         "serviceAreaId": "area-table-1",
                     *         "kind": "waiter",
                     *         "label": "Waiter",
                     *         "status": "open",
                     *         "createdAt": 1795629362267,
                     *         "acknowledgedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["StaffRequest"];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. RequestKindRefused: `kind` is not one of the kinds the venue offers (GET /api/table/requests lists them). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"] | components["schemas"]["RequestKindRefused"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. NotAtTable: The diner has no cart, order or pass at this table in the last 3 hours: staff are called from the table's own screens. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"] | components["schemas"]["NotAtTable"];
                    };
                };
            };
            /** @description VisitEnded: The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "VisitEnded",
                     *         "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["VisitEnded"];
                    };
                };
            };
            /** @description RequestLimited: The table opened 5 new requests in the last 10 minutes. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The table (5), or this diner (3), has called the staff too often in the last 10 minutes."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "RequestLimited",
                     *         "message": "The table (5), or this diner (3), has called the staff too often in the last 10 minutes."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["RequestLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    tableCartJoin: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "qr": "demo-table-1",
                 *       "firstName": "Ana"
                 *     }
                 */
                "application/json": {
                    qr: components["schemas"]["QrCode"];
                    firstName?: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "cart": {
                     *           "serviceAreaId": "area-table-1",
                     *           "version": 1,
                     *           "members": 1,
                     *           "items": [
                     *             {
                     *               "id": "9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f",
                     *               "itemId": "item-ceylon-tea",
                     *               "variantId": "var-ceylon-tea",
                     *               "name": "Ceylon Tea",
                     *               "variantName": "Standard",
                     *               "selectedChoices": {
                     *                 "sugar": [
                     *                   "sugar-less"
                     *                 ]
                     *               },
                     *               "choiceSummary": [
                     *                 "Less sugar"
                     *               ],
                     *               "quantity": 1,
                     *               "unitPrice": 35000,
                     *               "price": 35000,
                     *               "available": true,
                     *               "addedBy": {
                     *                 "yours": true,
                     *                 "name": "Ana"
                     *               }
                     *             }
                     *           ],
                     *           "summery": {
                     *             "subtotal": 35000,
                     *             "serviceCharge": 3500,
                     *             "finalPrice": 38500
                     *           },
                     *           "lastSend": null
                     *         },
                     *         "moved": [
                     *           "9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f"
                     *         ],
                     *         "kept": [],
                     *         "ownCart": {
                     *           "id": "42728877-59d2-44e2-9f81-9da5d83c7792",
                     *           "items": [],
                     *           "price": 0,
                     *           "summery": {
                     *             "subtotal": 0,
                     *             "serviceCharge": 0,
                     *             "finalPrice": 0
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            cart: {
                                serviceAreaId: components["schemas"]["Id"];
                                version: number;
                                members: number;
                                items: {
                                    id: components["schemas"]["Id"];
                                    itemId: components["schemas"]["Id"];
                                    variantId: components["schemas"]["Id"];
                                    name: string;
                                    variantName: string;
                                    selectedChoices: components["schemas"]["SelectedChoices"];
                                    choiceSummary: string[];
                                    quantity: number;
                                    unitPrice: number;
                                    price: number;
                                    available: boolean;
                                    note?: string;
                                    addedBy: {
                                        yours?: boolean;
                                        name: string | null;
                                    };
                                }[];
                                summery: components["schemas"]["CartSummary"];
                                lastSend: {
                                    orderId: components["schemas"]["Id"];
                                    orderNumber: string;
                                    sentBy: {
                                        yours?: boolean;
                                        name: string | null;
                                    };
                                    at: number;
                                    version: number;
                                } | null;
                            };
                            moved: components["schemas"]["Id"][];
                            kept: {
                                id: components["schemas"]["Id"];
                                itemId: components["schemas"]["Id"];
                                /** @enum {string} */
                                reason: "DishNotOnMenu" | "DishUnavailable" | "ChoiceRefused" | "CartFull";
                            }[];
                            ownCart: components["schemas"]["Cart"] | null;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. TableCartOff: This table does not take orders together (the venue turned it off here): each diner orders from their own cart. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"] | components["schemas"]["TableCartOff"];
                    };
                };
            };
            /** @description VisitEnded: The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "VisitEnded",
                     *         "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["VisitEnded"];
                    };
                };
            };
            /** @description IdempotencyKeyReused: The Idempotency-Key was already used for a different request: a new change needs a new key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "IdempotencyKeyReused",
                     *         "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["IdempotencyKeyReused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    tableCartGet: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "serviceAreaId": "area-table-1",
                     *         "version": 2,
                     *         "members": 2,
                     *         "items": [
                     *           {
                     *             "id": "9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f",
                     *             "itemId": "item-ceylon-tea",
                     *             "variantId": "var-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "variantName": "Standard",
                     *             "selectedChoices": {
                     *               "sugar": [
                     *                 "sugar-less"
                     *               ]
                     *             },
                     *             "choiceSummary": [
                     *               "Less sugar"
                     *             ],
                     *             "quantity": 2,
                     *             "unitPrice": 35000,
                     *             "price": 70000,
                     *             "available": true,
                     *             "addedBy": {
                     *               "yours": true,
                     *               "name": "Ana"
                     *             }
                     *           }
                     *         ],
                     *         "summery": {
                     *           "subtotal": 70000,
                     *           "serviceCharge": 7000,
                     *           "finalPrice": 77000
                     *         },
                     *         "lastSend": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            serviceAreaId: components["schemas"]["Id"];
                            version: number;
                            members: number;
                            items: {
                                id: components["schemas"]["Id"];
                                itemId: components["schemas"]["Id"];
                                variantId: components["schemas"]["Id"];
                                name: string;
                                variantName: string;
                                selectedChoices: components["schemas"]["SelectedChoices"];
                                choiceSummary: string[];
                                quantity: number;
                                unitPrice: number;
                                price: number;
                                available: boolean;
                                note?: string;
                                addedBy: {
                                    yours?: boolean;
                                    name: string | null;
                                };
                            }[];
                            summery: components["schemas"]["CartSummary"];
                            lastSend: {
                                orderId: components["schemas"]["Id"];
                                orderNumber: string;
                                sentBy: {
                                    yours?: boolean;
                                    name: string | null;
                                };
                                at: number;
                                version: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. TableCartOff: This table does not take orders together (the venue turned it off here): each diner orders from their own cart. NotTableCartMember: The diner has not joined this table's order together: join it first. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"] | components["schemas"]["TableCartOff"] | components["schemas"]["NotTableCartMember"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    tableCartAdd: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "item-ceylon-tea",
                 *       "selectedChoices": {
                 *         "sugar": [
                 *           "sugar-less"
                 *         ]
                 *       },
                 *       "quantity": 2
                 *     }
                 */
                "application/json": components["schemas"]["CartAddPayload"];
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "serviceAreaId": "area-table-1",
                     *         "version": 2,
                     *         "members": 2,
                     *         "items": [
                     *           {
                     *             "id": "9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f",
                     *             "itemId": "item-ceylon-tea",
                     *             "variantId": "var-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "variantName": "Standard",
                     *             "selectedChoices": {
                     *               "sugar": [
                     *                 "sugar-less"
                     *               ]
                     *             },
                     *             "choiceSummary": [
                     *               "Less sugar"
                     *             ],
                     *             "quantity": 2,
                     *             "unitPrice": 35000,
                     *             "price": 70000,
                     *             "available": true,
                     *             "addedBy": {
                     *               "yours": true,
                     *               "name": "Ana"
                     *             }
                     *           }
                     *         ],
                     *         "summery": {
                     *           "subtotal": 70000,
                     *           "serviceCharge": 7000,
                     *           "finalPrice": 77000
                     *         },
                     *         "lastSend": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            serviceAreaId: components["schemas"]["Id"];
                            version: number;
                            members: number;
                            items: {
                                id: components["schemas"]["Id"];
                                itemId: components["schemas"]["Id"];
                                variantId: components["schemas"]["Id"];
                                name: string;
                                variantName: string;
                                selectedChoices: components["schemas"]["SelectedChoices"];
                                choiceSummary: string[];
                                quantity: number;
                                unitPrice: number;
                                price: number;
                                available: boolean;
                                note?: string;
                                addedBy: {
                                    yours?: boolean;
                                    name: string | null;
                                };
                            }[];
                            summery: components["schemas"]["CartSummary"];
                            lastSend: {
                                orderId: components["schemas"]["Id"];
                                orderNumber: string;
                                sentBy: {
                                    yours?: boolean;
                                    name: string | null;
                                };
                                at: number;
                                version: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. ChoiceRefused: A choice of the dish is not met (too few or too many options, an unknown option); `field` names the choice. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"] | components["schemas"]["ChoiceRefused"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. TableCartOff: This table does not take orders together (the venue turned it off here): each diner orders from their own cart. NotTableCartMember: The diner has not joined this table's order together: join it first. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"] | components["schemas"]["TableCartOff"] | components["schemas"]["NotTableCartMember"];
                    };
                };
            };
            /** @description DishNotOnMenu: The dish (or its variant) is not on this venue's menu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This dish is not on this venue's menu.",
                     *           "field": "id"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "DishNotOnMenu",
                     *         "message": "This dish is not on this venue's menu.",
                     *         "field": "id"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["DishNotOnMenu"];
                    };
                };
            };
            /** @description VisitEnded: The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit. DishUnavailable: The dish is sold out or taken off the menu: the app refreshes the menu and the cart. CartFull: The cart holds as many different dishes as one order may have: send it, then add more. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "VisitEnded",
                     *         "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["VisitEnded"] | components["schemas"]["DishUnavailable"] | components["schemas"]["CartFull"];
                    };
                };
            };
            /** @description IdempotencyKeyReused: The Idempotency-Key was already used for a different request: a new change needs a new key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "IdempotencyKeyReused",
                     *         "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["IdempotencyKeyReused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    tableCartUpdate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f",
                 *       "selectedChoices": {
                 *         "sugar": [
                 *           "sugar-less"
                 *         ]
                 *       },
                 *       "quantity": 1
                 *     }
                 */
                "application/json": components["schemas"]["CartUpdatePayload"];
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "serviceAreaId": "area-table-1",
                     *         "version": 3,
                     *         "members": 2,
                     *         "items": [
                     *           {
                     *             "id": "9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f",
                     *             "itemId": "item-ceylon-tea",
                     *             "variantId": "var-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "variantName": "Standard",
                     *             "selectedChoices": {
                     *               "sugar": [
                     *                 "sugar-less"
                     *               ]
                     *             },
                     *             "choiceSummary": [
                     *               "Less sugar"
                     *             ],
                     *             "quantity": 1,
                     *             "unitPrice": 35000,
                     *             "price": 35000,
                     *             "available": true,
                     *             "addedBy": {
                     *               "yours": true,
                     *               "name": "Ana"
                     *             }
                     *           }
                     *         ],
                     *         "summery": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "finalPrice": 38500
                     *         },
                     *         "lastSend": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            serviceAreaId: components["schemas"]["Id"];
                            version: number;
                            members: number;
                            items: {
                                id: components["schemas"]["Id"];
                                itemId: components["schemas"]["Id"];
                                variantId: components["schemas"]["Id"];
                                name: string;
                                variantName: string;
                                selectedChoices: components["schemas"]["SelectedChoices"];
                                choiceSummary: string[];
                                quantity: number;
                                unitPrice: number;
                                price: number;
                                available: boolean;
                                note?: string;
                                addedBy: {
                                    yours?: boolean;
                                    name: string | null;
                                };
                            }[];
                            summery: components["schemas"]["CartSummary"];
                            lastSend: {
                                orderId: components["schemas"]["Id"];
                                orderNumber: string;
                                sentBy: {
                                    yours?: boolean;
                                    name: string | null;
                                };
                                at: number;
                                version: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. ChoiceRefused: A choice of the dish is not met (too few or too many options, an unknown option); `field` names the choice. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"] | components["schemas"]["ChoiceRefused"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. TableCartOff: This table does not take orders together (the venue turned it off here): each diner orders from their own cart. NotTableCartMember: The diner has not joined this table's order together: join it first. LineNotYours: Another diner added this line: only they can change or remove it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"] | components["schemas"]["TableCartOff"] | components["schemas"]["NotTableCartMember"] | components["schemas"]["LineNotYours"];
                    };
                };
            };
            /** @description LineGone: The cart line is no longer in the cart. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Neither a line of your cart nor a dish in it has this id.",
                     *           "field": "id"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "LineGone",
                     *         "message": "Neither a line of your cart nor a dish in it has this id.",
                     *         "field": "id"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["LineGone"];
                    };
                };
            };
            /** @description VisitEnded: The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit. DishUnavailable: The dish is sold out or taken off the menu: the app refreshes the menu and the cart. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "VisitEnded",
                     *         "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["VisitEnded"] | components["schemas"]["DishUnavailable"];
                    };
                };
            };
            /** @description IdempotencyKeyReused: The Idempotency-Key was already used for a different request: a new change needs a new key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "IdempotencyKeyReused",
                     *         "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["IdempotencyKeyReused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    tableCartSubmit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "seenVersion": 3
                 *     }
                 */
                "application/json": {
                    seenVersion: number;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "order": {
                     *           "id": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *           "orderNumber": "#001",
                     *           "serviceAreaId": "area-table-1",
                     *           "orderState": {
                     *             "id": "state-placed",
                     *             "stateName": "Placed",
                     *             "color": "#5b5648"
                     *           },
                     *           "items": [
                     *             {
                     *               "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *               "itemId": "item-ceylon-tea",
                     *               "variantId": "var-ceylon-tea",
                     *               "name": "Ceylon Tea",
                     *               "variantName": "Standard",
                     *               "selectedChoices": {
                     *                 "sugar": [
                     *                   "sugar-none"
                     *                 ]
                     *               },
                     *               "choiceSummary": [
                     *                 "No sugar"
                     *               ],
                     *               "quantity": 1,
                     *               "unitPrice": 35000,
                     *               "price": 35000,
                     *               "available": true,
                     *               "addedBy": {
                     *                 "yours": true,
                     *                 "name": "Ana"
                     *               }
                     *             }
                     *           ],
                     *           "price": 35000,
                     *           "summery": {
                     *             "subtotal": 35000,
                     *             "serviceCharge": 3500,
                     *             "finalPrice": 38500
                     *           },
                     *           "createdAt": 1795629361840,
                     *           "isMine": true
                     *         },
                     *         "cart": {
                     *           "serviceAreaId": "area-table-1",
                     *           "version": 4,
                     *           "members": 2,
                     *           "items": [],
                     *           "summery": {
                     *             "subtotal": 0,
                     *             "serviceCharge": 0,
                     *             "finalPrice": 0
                     *           },
                     *           "lastSend": {
                     *             "orderId": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *             "orderNumber": "#001",
                     *             "sentBy": {
                     *               "yours": true,
                     *               "name": "Ana"
                     *             },
                     *             "at": 1795629361840,
                     *             "version": 3
                     *           }
                     *         },
                     *         "sentNow": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            order: components["schemas"]["Order"];
                            cart: {
                                serviceAreaId: components["schemas"]["Id"];
                                version: number;
                                members: number;
                                items: {
                                    id: components["schemas"]["Id"];
                                    itemId: components["schemas"]["Id"];
                                    variantId: components["schemas"]["Id"];
                                    name: string;
                                    variantName: string;
                                    selectedChoices: components["schemas"]["SelectedChoices"];
                                    choiceSummary: string[];
                                    quantity: number;
                                    unitPrice: number;
                                    price: number;
                                    available: boolean;
                                    note?: string;
                                    addedBy: {
                                        yours?: boolean;
                                        name: string | null;
                                    };
                                }[];
                                summery: components["schemas"]["CartSummary"];
                                lastSend: {
                                    orderId: components["schemas"]["Id"];
                                    orderNumber: string;
                                    sentBy: {
                                        yours?: boolean;
                                        name: string | null;
                                    };
                                    at: number;
                                    version: number;
                                } | null;
                            };
                            sentNow: boolean;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. TableCartOff: This table does not take orders together (the venue turned it off here): each diner orders from their own cart. NotTableCartMember: The diner has not joined this table's order together: join it first. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"] | components["schemas"]["TableCartOff"] | components["schemas"]["NotTableCartMember"];
                    };
                };
            };
            /** @description VisitEnded: The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit. CartEmpty: An empty cart cannot be sent as an order. DishUnavailable: The dish is sold out or taken off the menu: the app refreshes the menu and the cart. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "VisitEnded",
                     *         "message": "The diner's visit at this table ended when the table was settled: start a new order (POST /api/visit) to join the table's current visit."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["VisitEnded"] | components["schemas"]["CartEmpty"] | components["schemas"]["DishUnavailable"];
                    };
                };
            };
            /** @description IdempotencyKeyReused: The Idempotency-Key was already used for a different request: a new change needs a new key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "IdempotencyKeyReused",
                     *         "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["IdempotencyKeyReused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    visitGet: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "3f1c2a9e-8b4d-4e7a-9c1f-2d5b6a7e8f90",
                     *         "ended": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            id: components["schemas"]["Id"];
                            ended: boolean;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    visitJoin: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "3f1c2a9e-8b4d-4e7a-9c1f-2d5b6a7e8f90",
                     *         "ended": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            id: components["schemas"]["Id"];
                            ended: boolean;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    paymentsGet: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "provider": "demo",
                     *         "stripe": null,
                     *         "tipPercents": [
                     *           0,
                     *           5,
                     *           10
                     *         ],
                     *         "billTotal": 38500,
                     *         "paid": 0,
                     *         "tips": 0,
                     *         "left": 38500,
                     *         "payments": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            /** @enum {string} */
                            provider: "demo" | "stripe";
                            stripe?: {
                                publishableKey: string;
                                currency: string;
                            } | null;
                            tipPercents: number[];
                            billTotal: number;
                            paid: number;
                            tips: number;
                            left: number;
                            payments: {
                                id: components["schemas"]["Id"];
                                payer: {
                                    yours?: boolean;
                                    name: string | null;
                                };
                                /** @enum {string} */
                                status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                                share: number;
                                tip: number;
                                lineKeys: string[];
                                at: number;
                                split?: {
                                    /** @enum {string} */
                                    _tag: "WholeBill";
                                } | {
                                    /** @enum {string} */
                                    _tag: "Dishes";
                                    lineKeys: string[];
                                } | {
                                    /** @enum {string} */
                                    _tag: "EqualShare";
                                    people: number;
                                } | {
                                    /** @enum {string} */
                                    _tag: "Amount";
                                    amount: number;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    pay: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "qr": "demo-table-1",
                 *       "split": {
                 *         "_tag": "Dishes",
                 *         "lineKeys": [
                 *           "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b"
                 *         ]
                 *       },
                 *       "tip": {
                 *         "_tag": "Percent",
                 *         "percent": 10
                 *       },
                 *       "expectedTotal": 42350,
                 *       "paymentMethod": "pm_card_visa",
                 *       "payerName": "Ana"
                 *     }
                 */
                "application/json": {
                    qr: components["schemas"]["QrCode"];
                    split: {
                        /** @enum {string} */
                        _tag: "WholeBill";
                    } | {
                        /** @enum {string} */
                        _tag: "Dishes";
                        lineKeys: string[];
                    } | {
                        /** @enum {string} */
                        _tag: "EqualShare";
                        people: number;
                    } | {
                        /** @enum {string} */
                        _tag: "Amount";
                        amount: number;
                    };
                    tip: {
                        /** @enum {string} */
                        _tag: "Percent";
                        percent: number;
                    } | {
                        /** @enum {string} */
                        _tag: "Amount";
                        amount: number;
                    };
                    expectedTotal: number;
                    paymentMethod: string;
                    payerName?: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *         "receiptNumber": "R-000001",
                     *         "status": "Succeeded",
                     *         "split": {
                     *           "_tag": "Dishes",
                     *           "lineKeys": [
                     *             "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b"
                     *           ]
                     *         },
                     *         "lines": [
                     *           {
                     *             "key": "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "name": "Ceylon Tea",
                     *             "quantity": 1,
                     *             "amount": 35000
                     *           }
                     *         ],
                     *         "share": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "total": 38500
                     *         },
                     *         "tip": 3850,
                     *         "total": 42350,
                     *         "card": {
                     *           "brand": "visa",
                     *           "last4": "4242"
                     *         },
                     *         "payer": {
                     *           "yours": true,
                     *           "name": "Ana"
                     *         },
                     *         "venueName": "Lotus & Lime Colombo",
                     *         "tableName": "Table 1",
                     *         "currency": "Rs.",
                     *         "at": 1795629500000,
                     *         "leftAfter": 0,
                     *         "reviewUrl": "https://www.google.com/maps/search/?api=1&query=Lotus+%26+Lime+Colombo"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            id: components["schemas"]["Id"];
                            receiptNumber: string;
                            /** @enum {string} */
                            status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                            split: {
                                /** @enum {string} */
                                _tag: "WholeBill";
                            } | {
                                /** @enum {string} */
                                _tag: "Dishes";
                                lineKeys: string[];
                            } | {
                                /** @enum {string} */
                                _tag: "EqualShare";
                                people: number;
                            } | {
                                /** @enum {string} */
                                _tag: "Amount";
                                amount: number;
                            };
                            lines: {
                                key: string;
                                name: string;
                                quantity: number;
                                amount: number;
                                itemId?: components["schemas"]["Id"];
                                variantId?: components["schemas"]["Id"];
                                variantName?: string;
                                selectedChoices?: components["schemas"]["SelectedChoices"];
                                choiceSummary?: string[];
                                note?: string;
                            }[];
                            share: {
                                subtotal: number;
                                serviceCharge: number;
                                total: number;
                            };
                            tip: number;
                            total: number;
                            card: {
                                brand: string;
                                last4: string;
                            };
                            payer: {
                                yours?: boolean;
                                name: string | null;
                            };
                            venueName: string;
                            tableName: string;
                            currency: string | null;
                            at: number;
                            leftAfter: number;
                            reviewUrl?: string;
                            nextAction?: {
                                clientSecret: string;
                            };
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. TipRefused: The tip is not one of the venue's presets, or is more than the share it tips. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"] | components["schemas"]["TipRefused"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description CardDeclined: The card was declined: nothing was charged. Try another card. InsufficientFunds: The card was declined for insufficient funds: nothing was charged. Try another card. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The card was declined: nothing was charged. Try another card."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "CardDeclined",
                     *         "message": "The card was declined: nothing was charged. Try another card."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["CardDeclined"] | components["schemas"]["InsufficientFunds"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description NothingLeft: Nothing is left to pay of the table's bill (or of the part chosen). LineNotOnBill: A dish chosen is not on the table's bill (any more); `field` names it. LinePaid: A dish chosen was already paid by another payment. AmountAboveLeft: The amount is more than is left of the bill; the message says what is left. AmountChanged: The total is not the one the server computes for this choice (the bill changed, or the total was altered): nothing was charged; read the bill again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Nothing is left to pay of the table's bill (or of the part chosen)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NothingLeft",
                     *         "message": "Nothing is left to pay of the table's bill (or of the part chosen)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NothingLeft"] | components["schemas"]["LineNotOnBill"] | components["schemas"]["LinePaid"] | components["schemas"]["AmountAboveLeft"] | components["schemas"]["AmountChanged"];
                    };
                };
            };
            /** @description IdempotencyKeyReused: The Idempotency-Key was already used for a different request: a new change needs a new key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "IdempotencyKeyReused",
                     *         "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["IdempotencyKeyReused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). PaymentPending: The card provider did not answer: the payment is held, neither charged twice nor lost. Pay again with the same Idempotency-Key to learn its outcome. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"] | components["schemas"]["PaymentPending"];
                    };
                };
            };
        };
    };
    payConfirm: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description Optional. A request sent again with the same key (by the same user at the same table) answers the first answer and changes nothing again; the same key with another body or call is refused (422). Without a key, each request is a new change (a submit still makes at most one order per cart). Keys are kept a day.
                 * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
                 */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @example b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90 */
                paymentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *         "receiptNumber": "R-000001",
                     *         "status": "Succeeded",
                     *         "split": {
                     *           "_tag": "Dishes",
                     *           "lineKeys": [
                     *             "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b"
                     *           ]
                     *         },
                     *         "lines": [
                     *           {
                     *             "key": "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "name": "Ceylon Tea",
                     *             "quantity": 1,
                     *             "amount": 35000
                     *           }
                     *         ],
                     *         "share": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "total": 38500
                     *         },
                     *         "tip": 3850,
                     *         "total": 42350,
                     *         "card": {
                     *           "brand": "visa",
                     *           "last4": "4242"
                     *         },
                     *         "payer": {
                     *           "yours": true,
                     *           "name": "Ana"
                     *         },
                     *         "venueName": "Lotus & Lime Colombo",
                     *         "tableName": "Table 1",
                     *         "currency": "Rs.",
                     *         "at": 1795629500000,
                     *         "leftAfter": 0,
                     *         "reviewUrl": "https://www.google.com/maps/search/?api=1&query=Lotus+%26+Lime+Colombo"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            id: components["schemas"]["Id"];
                            receiptNumber: string;
                            /** @enum {string} */
                            status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                            split: {
                                /** @enum {string} */
                                _tag: "WholeBill";
                            } | {
                                /** @enum {string} */
                                _tag: "Dishes";
                                lineKeys: string[];
                            } | {
                                /** @enum {string} */
                                _tag: "EqualShare";
                                people: number;
                            } | {
                                /** @enum {string} */
                                _tag: "Amount";
                                amount: number;
                            };
                            lines: {
                                key: string;
                                name: string;
                                quantity: number;
                                amount: number;
                                itemId?: components["schemas"]["Id"];
                                variantId?: components["schemas"]["Id"];
                                variantName?: string;
                                selectedChoices?: components["schemas"]["SelectedChoices"];
                                choiceSummary?: string[];
                                note?: string;
                            }[];
                            share: {
                                subtotal: number;
                                serviceCharge: number;
                                total: number;
                            };
                            tip: number;
                            total: number;
                            card: {
                                brand: string;
                                last4: string;
                            };
                            payer: {
                                yours?: boolean;
                                name: string | null;
                            };
                            venueName: string;
                            tableName: string;
                            currency: string | null;
                            at: number;
                            leftAfter: number;
                            reviewUrl?: string;
                            nextAction?: {
                                clientSecret: string;
                            };
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description CardDeclined: The card was declined: nothing was charged. Try another card. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The card was declined: nothing was charged. Try another card."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "CardDeclined",
                     *         "message": "The card was declined: nothing was charged. Try another card."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["CardDeclined"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description PaymentNotFound: No payment of this diner at this table has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No payment of this diner at this table has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "PaymentNotFound",
                     *         "message": "No payment of this diner at this table has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["PaymentNotFound"];
                    };
                };
            };
            /** @description NothingToConfirm: The payment needs no confirmation (it was already confirmed). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The payment needs no confirmation (it was already confirmed)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NothingToConfirm",
                     *         "message": "The payment needs no confirmation (it was already confirmed)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NothingToConfirm"];
                    };
                };
            };
            /** @description IdempotencyKeyReused: The Idempotency-Key was already used for a different request: a new change needs a new key. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "IdempotencyKeyReused",
                     *         "message": "The Idempotency-Key was already used for a different request: a new change needs a new key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["IdempotencyKeyReused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). PaymentPending: The card provider did not answer: the payment is held, neither charged twice nor lost. Pay again with the same Idempotency-Key to learn its outcome. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"] | components["schemas"]["PaymentPending"];
                    };
                };
            };
        };
    };
    receiptGet: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path: {
                /** @example b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90 */
                paymentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *         "receiptNumber": "R-000001",
                     *         "status": "Succeeded",
                     *         "split": {
                     *           "_tag": "Dishes",
                     *           "lineKeys": [
                     *             "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b"
                     *           ]
                     *         },
                     *         "lines": [
                     *           {
                     *             "key": "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "name": "Ceylon Tea",
                     *             "quantity": 1,
                     *             "amount": 35000
                     *           }
                     *         ],
                     *         "share": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "total": 38500
                     *         },
                     *         "tip": 3850,
                     *         "total": 42350,
                     *         "card": {
                     *           "brand": "visa",
                     *           "last4": "4242"
                     *         },
                     *         "payer": {
                     *           "yours": true,
                     *           "name": "Ana"
                     *         },
                     *         "venueName": "Lotus & Lime Colombo",
                     *         "tableName": "Table 1",
                     *         "currency": "Rs.",
                     *         "at": 1795629500000,
                     *         "leftAfter": 0,
                     *         "reviewUrl": "https://www.google.com/maps/search/?api=1&query=Lotus+%26+Lime+Colombo"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            id: components["schemas"]["Id"];
                            receiptNumber: string;
                            /** @enum {string} */
                            status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                            split: {
                                /** @enum {string} */
                                _tag: "WholeBill";
                            } | {
                                /** @enum {string} */
                                _tag: "Dishes";
                                lineKeys: string[];
                            } | {
                                /** @enum {string} */
                                _tag: "EqualShare";
                                people: number;
                            } | {
                                /** @enum {string} */
                                _tag: "Amount";
                                amount: number;
                            };
                            lines: {
                                key: string;
                                name: string;
                                quantity: number;
                                amount: number;
                                itemId?: components["schemas"]["Id"];
                                variantId?: components["schemas"]["Id"];
                                variantName?: string;
                                selectedChoices?: components["schemas"]["SelectedChoices"];
                                choiceSummary?: string[];
                                note?: string;
                            }[];
                            share: {
                                subtotal: number;
                                serviceCharge: number;
                                total: number;
                            };
                            tip: number;
                            total: number;
                            card: {
                                brand: string;
                                last4: string;
                            };
                            payer: {
                                yours?: boolean;
                                name: string | null;
                            };
                            venueName: string;
                            tableName: string;
                            currency: string | null;
                            at: number;
                            leftAfter: number;
                            reviewUrl?: string;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description PaymentNotFound: No payment of this diner at this table has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No payment of this diner at this table has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "PaymentNotFound",
                     *         "message": "No payment of this diner at this table has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["PaymentNotFound"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    receiptMail: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path: {
                /** @example b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90 */
                paymentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address": "ana@example.com",
                 *       "language": "en"
                 *     }
                 */
                "application/json": {
                    address: string;
                    /** @enum {string} */
                    language: "en" | "si" | "ta";
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "sendsLeft": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            sendsLeft: number;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description PaymentNotFound: No payment of this diner at this table has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No payment of this diner at this table has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "PaymentNotFound",
                     *         "message": "No payment of this diner at this table has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["PaymentNotFound"];
                    };
                };
            };
            /** @description MailLimited: This payment's receipt was e-mailed 3 times in the last hour: the message says when it can be sent again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This payment's receipt was e-mailed 3 times in the last hour: the message says when it can be sent again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "MailLimited",
                     *         "message": "This payment's receipt was e-mailed 3 times in the last hour: the message says when it can be sent again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["MailLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). MailUnavailable: The venue's server could not hand the mail to its mail server (none is set, or it did not answer): nothing was sent; try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"] | components["schemas"]["MailUnavailable"];
                    };
                };
            };
        };
    };
    feedbackGive: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
            };
            path: {
                /** @example b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90 */
                paymentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rating": "down",
                 *       "reasons": [
                 *         "speed"
                 *       ],
                 *       "comment": "The tea took a while, the cake was lovely."
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    rating: "up" | "down";
                    reasons: ("food" | "service" | "speed" | "value" | "ambience")[];
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "paymentId": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *         "rating": "down",
                     *         "reasons": [
                     *           "speed"
                     *         ],
                     *         "comment": "The tea took a while, the cake was lovely.",
                     *         "at": 1795629560000
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            paymentId: components["schemas"]["Id"];
                            /** @enum {string} */
                            rating: "up" | "down";
                            reasons: ("food" | "service" | "speed" | "value" | "ambience")[];
                            comment?: string;
                            at: number;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description PaymentNotFound: No payment of this diner at this table has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No payment of this diner at this table has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "PaymentNotFound",
                     *         "message": "No payment of this diner at this table has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["PaymentNotFound"];
                    };
                };
            };
            /** @description FeedbackGiven: Feedback was already given for this payment: it is given once. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Feedback was already given for this payment: it is given once."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "FeedbackGiven",
                     *         "message": "Feedback was already given for this payment: it is given once."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["FeedbackGiven"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    operatorOrders: {
        parameters: {
            query?: {
                /** @example 0 */
                all?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "order": {
                     *             "id": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *             "orderNumber": "#001",
                     *             "serviceAreaId": "area-table-1",
                     *             "orderState": {
                     *               "id": "state-placed",
                     *               "stateName": "Placed",
                     *               "color": "#5b5648"
                     *             },
                     *             "items": [
                     *               {
                     *                 "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *                 "itemId": "item-ceylon-tea",
                     *                 "variantId": "var-ceylon-tea",
                     *                 "name": "Ceylon Tea",
                     *                 "variantName": "Standard",
                     *                 "selectedChoices": {
                     *                   "sugar": [
                     *                     "sugar-none"
                     *                   ]
                     *                 },
                     *                 "choiceSummary": [
                     *                   "No sugar"
                     *                 ],
                     *                 "quantity": 1,
                     *                 "unitPrice": 35000,
                     *                 "price": 35000,
                     *                 "available": true
                     *               }
                     *             ],
                     *             "price": 35000,
                     *             "summery": {
                     *               "subtotal": 35000,
                     *               "serviceCharge": 3500,
                     *               "finalPrice": 38500
                     *             },
                     *             "createdAt": 1795629361840
                     *           },
                     *           "serviceAreaName": "Table 1",
                     *           "stateIsEnd": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            order: components["schemas"]["Order"];
                            serviceAreaName: string;
                            stateIsEnd: boolean;
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 6ce94bea-6b03-458e-9b6c-3bf929ef537c */
                orderId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "toStateId": "state-accepted"
                 *     }
                 */
                "application/json": {
                    toStateId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *         "orderNumber": "#001",
                     *         "serviceAreaId": "area-table-1",
                     *         "orderState": {
                     *           "id": "state-accepted",
                     *           "stateName": "Accepted",
                     *           "color": "#1a5fb4"
                     *         },
                     *         "items": [
                     *           {
                     *             "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "itemId": "item-ceylon-tea",
                     *             "variantId": "var-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "variantName": "Standard",
                     *             "selectedChoices": {
                     *               "sugar": [
                     *                 "sugar-none"
                     *               ]
                     *             },
                     *             "choiceSummary": [
                     *               "No sugar"
                     *             ],
                     *             "quantity": 1,
                     *             "unitPrice": 35000,
                     *             "price": 35000,
                     *             "available": true
                     *           }
                     *         ],
                     *         "price": 35000,
                     *         "summery": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "finalPrice": 38500
                     *         },
                     *         "createdAt": 1795629361840
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["Order"];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description OrderNotFound: No order has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No order has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OrderNotFound",
                     *         "message": "No order has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OrderNotFound"];
                    };
                };
            };
            /** @description MoveRefused: The order cannot make this move from its current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The order cannot make this move from its current state."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "MoveRefused",
                     *         "message": "The order cannot make this move from its current state."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["MoveRefused"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example item-love-cake */
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "available": false
                 *     }
                 */
                "application/json": {
                    available: boolean;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "updatedAt": 1795629362500,
                     *         "type": "unavailable"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            updatedAt: number | ("Infinity" | "-Infinity" | "NaN") | string | {
                                seconds: number | ("Infinity" | "-Infinity" | "NaN");
                                nanoseconds: number | ("Infinity" | "-Infinity" | "NaN");
                            };
                            type: string;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description ItemNotFound: No dish has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No dish has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ItemNotFound",
                     *         "message": "No dish has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ItemNotFound"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example item-love-cake */
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "variantId": "var-love-cake",
                 *       "price": 60000
                 *     }
                 */
                "application/json": {
                    variantId: components["schemas"]["Id"];
                    price: number;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "updatedAt": 1795629362600,
                     *         "type": "changed"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            updatedAt: number | ("Infinity" | "-Infinity" | "NaN") | string | {
                                seconds: number | ("Infinity" | "-Infinity" | "NaN");
                                nanoseconds: number | ("Infinity" | "-Infinity" | "NaN");
                            };
                            type: string;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description ItemNotFound: No dish has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No dish has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ItemNotFound",
                     *         "message": "No dish has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ItemNotFound"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorRequests: {
        parameters: {
            query?: {
                /** @example 0 */
                all?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "request": {
                     *             "id": "6166a701-c41d-407a-be12-59781ec167c2",
                     *             "serviceAreaId": "area-table-1",
                     *             "kind": "waiter",
                     *             "label": "Waiter",
                     *             "status": "open",
                     *             "createdAt": 1795629362267,
                     *             "acknowledgedAt": null
                     *           },
                     *           "serviceAreaName": "Table 1",
                     *           "qrCode": "demo-table-1"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            request: components["schemas"]["StaffRequest"];
                            serviceAreaName: string;
                            qrCode: components["schemas"]["QrCode"];
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 6166a701-c41d-407a-be12-59781ec167c2 */
                requestId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "6166a701-c41d-407a-be12-59781ec167c2",
                     *         "serviceAreaId": "area-table-1",
                     *         "kind": "waiter",
                     *         "label": "Waiter",
                     *         "status": "acknowledged",
                     *         "createdAt": 1795629362267,
                     *         "acknowledgedAt": 1795629400000
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["StaffRequest"];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description RequestNotFound: No staff request has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No staff request has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "RequestNotFound",
                     *         "message": "No staff request has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["RequestNotFound"];
                    };
                };
            };
            /** @description RequestClosed: The staff request was closed when its table was settled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The staff request was closed when its table was settled."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "RequestClosed",
                     *         "message": "The staff request was closed when its table was settled."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["RequestClosed"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorSettle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example demo-table-1 */
                qrCode: components["schemas"]["QrCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "settled": [
                     *           {
                     *             "id": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *             "orderNumber": "#001",
                     *             "serviceAreaId": "area-table-1",
                     *             "orderState": {
                     *               "id": "state-paid",
                     *               "stateName": "Paid",
                     *               "color": "#613583"
                     *             },
                     *             "items": [
                     *               {
                     *                 "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *                 "itemId": "item-ceylon-tea",
                     *                 "variantId": "var-ceylon-tea",
                     *                 "name": "Ceylon Tea",
                     *                 "variantName": "Standard",
                     *                 "selectedChoices": {
                     *                   "sugar": [
                     *                     "sugar-none"
                     *                   ]
                     *                 },
                     *                 "choiceSummary": [
                     *                   "No sugar"
                     *                 ],
                     *                 "quantity": 1,
                     *                 "unitPrice": 35000,
                     *                 "price": 35000,
                     *                 "available": true
                     *               }
                     *             ],
                     *             "price": 35000,
                     *             "summery": {
                     *               "subtotal": 35000,
                     *               "serviceCharge": 3500,
                     *               "finalPrice": 38500
                     *             },
                     *             "createdAt": 1795629361840
                     *           }
                     *         ],
                     *         "closedRequests": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            settled: components["schemas"]["Order"][];
                            closedRequests: number;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description TableNotFound: No table has this QR code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No table has this QR code."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "TableNotFound",
                     *         "message": "No table has this QR code."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["TableNotFound"];
                    };
                };
            };
            /** @description NoSettledState: The venue has no settled state configured, so its tables cannot be settled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue has no settled state configured, so its tables cannot be settled."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NoSettledState",
                     *         "message": "The venue has no settled state configured, so its tables cannot be settled."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NoSettledState"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorPayments: {
        parameters: {
            query?: {
                /** @example demo-table-1 */
                qrCode?: components["schemas"]["QrCode"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "payment": {
                     *             "id": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *             "receiptNumber": "R-000001",
                     *             "status": "Succeeded",
                     *             "split": {
                     *               "_tag": "Dishes",
                     *               "lineKeys": [
                     *                 "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b"
                     *               ]
                     *             },
                     *             "lines": [
                     *               {
                     *                 "key": "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *                 "name": "Ceylon Tea",
                     *                 "quantity": 1,
                     *                 "amount": 35000
                     *               }
                     *             ],
                     *             "share": {
                     *               "subtotal": 35000,
                     *               "serviceCharge": 3500,
                     *               "total": 38500
                     *             },
                     *             "tip": 3850,
                     *             "total": 42350,
                     *             "card": {
                     *               "brand": "visa",
                     *               "last4": "4242"
                     *             },
                     *             "payer": {
                     *               "yours": true,
                     *               "name": "Ana"
                     *             },
                     *             "venueName": "Lotus & Lime Colombo",
                     *             "tableName": "Table 1",
                     *             "currency": "Rs.",
                     *             "at": 1795629500000,
                     *             "leftAfter": 0,
                     *             "reviewUrl": "https://www.google.com/maps/search/?api=1&query=Lotus+%26+Lime+Colombo"
                     *           },
                     *           "qrCode": "demo-table-1",
                     *           "settled": false,
                     *           "refundReason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            payment: {
                                id: components["schemas"]["Id"];
                                receiptNumber: string;
                                /** @enum {string} */
                                status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                                split: {
                                    /** @enum {string} */
                                    _tag: "WholeBill";
                                } | {
                                    /** @enum {string} */
                                    _tag: "Dishes";
                                    lineKeys: string[];
                                } | {
                                    /** @enum {string} */
                                    _tag: "EqualShare";
                                    people: number;
                                } | {
                                    /** @enum {string} */
                                    _tag: "Amount";
                                    amount: number;
                                };
                                lines: {
                                    key: string;
                                    name: string;
                                    quantity: number;
                                    amount: number;
                                    itemId?: components["schemas"]["Id"];
                                    variantId?: components["schemas"]["Id"];
                                    variantName?: string;
                                    selectedChoices?: components["schemas"]["SelectedChoices"];
                                    choiceSummary?: string[];
                                    note?: string;
                                }[];
                                share: {
                                    subtotal: number;
                                    serviceCharge: number;
                                    total: number;
                                };
                                tip: number;
                                total: number;
                                card: {
                                    brand: string;
                                    last4: string;
                                };
                                payer: {
                                    yours?: boolean;
                                    name: string | null;
                                };
                                venueName: string;
                                tableName: string;
                                currency: string | null;
                                at: number;
                                leftAfter: number;
                                reviewUrl?: string;
                            };
                            qrCode: components["schemas"]["QrCode"];
                            settled: boolean;
                            refundReason: ("late" | "staff") | null;
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example R-000001 */
                receiptNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *         "receiptNumber": "R-000001",
                     *         "status": "Refunded",
                     *         "split": {
                     *           "_tag": "Dishes",
                     *           "lineKeys": [
                     *             "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b"
                     *           ]
                     *         },
                     *         "lines": [
                     *           {
                     *             "key": "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "name": "Ceylon Tea",
                     *             "quantity": 1,
                     *             "amount": 35000
                     *           }
                     *         ],
                     *         "share": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "total": 38500
                     *         },
                     *         "tip": 3850,
                     *         "total": 42350,
                     *         "card": {
                     *           "brand": "visa",
                     *           "last4": "4242"
                     *         },
                     *         "payer": {
                     *           "yours": true,
                     *           "name": "Ana"
                     *         },
                     *         "venueName": "Lotus & Lime Colombo",
                     *         "tableName": "Table 1",
                     *         "currency": "Rs.",
                     *         "at": 1795629500000,
                     *         "leftAfter": 0,
                     *         "reviewUrl": "https://www.google.com/maps/search/?api=1&query=Lotus+%26+Lime+Colombo"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            id: components["schemas"]["Id"];
                            receiptNumber: string;
                            /** @enum {string} */
                            status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                            split: {
                                /** @enum {string} */
                                _tag: "WholeBill";
                            } | {
                                /** @enum {string} */
                                _tag: "Dishes";
                                lineKeys: string[];
                            } | {
                                /** @enum {string} */
                                _tag: "EqualShare";
                                people: number;
                            } | {
                                /** @enum {string} */
                                _tag: "Amount";
                                amount: number;
                            };
                            lines: {
                                key: string;
                                name: string;
                                quantity: number;
                                amount: number;
                                itemId?: components["schemas"]["Id"];
                                variantId?: components["schemas"]["Id"];
                                variantName?: string;
                                selectedChoices?: components["schemas"]["SelectedChoices"];
                                choiceSummary?: string[];
                                note?: string;
                            }[];
                            share: {
                                subtotal: number;
                                serviceCharge: number;
                                total: number;
                            };
                            tip: number;
                            total: number;
                            card: {
                                brand: string;
                                last4: string;
                            };
                            payer: {
                                yours?: boolean;
                                name: string | null;
                            };
                            venueName: string;
                            tableName: string;
                            currency: string | null;
                            at: number;
                            leftAfter: number;
                            reviewUrl?: string;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description PaymentNotFound: No payment of this diner at this table has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No payment of this diner at this table has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "PaymentNotFound",
                     *         "message": "No payment of this diner at this table has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["PaymentNotFound"];
                    };
                };
            };
            /** @description NotRefundable: The payment was already refunded, or was never completed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The payment was already refunded, or was never completed."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotRefundable",
                     *         "message": "The payment was already refunded, or was never completed."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotRefundable"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. PaymentPending: The card provider did not answer: the payment is held, neither charged twice nor lost. Pay again with the same Idempotency-Key to learn its outcome. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["PaymentPending"];
                    };
                };
            };
        };
    };
    operatorFeedback: {
        parameters: {
            query?: {
                /** @example venue-lotus-colombo */
                venueId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "feedback": {
                     *             "paymentId": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *             "rating": "down",
                     *             "reasons": [
                     *               "speed"
                     *             ],
                     *             "comment": "The tea took a while, the cake was lovely.",
                     *             "at": 1795629560000
                     *           },
                     *           "venueId": "venue-lotus-colombo",
                     *           "venueName": "Lotus & Lime Colombo",
                     *           "tableName": "Table 1",
                     *           "qrCode": "demo-table-1",
                     *           "receiptNumber": "R-000001"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            feedback: {
                                paymentId: components["schemas"]["Id"];
                                /** @enum {string} */
                                rating: "up" | "down";
                                reasons: ("food" | "service" | "speed" | "value" | "ambience")[];
                                comment?: string;
                                at: number;
                            };
                            venueId: components["schemas"]["Id"];
                            venueName: string;
                            tableName: string;
                            qrCode: components["schemas"]["QrCode"];
                            receiptNumber: string;
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorStaffList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "email": "staff@tableside.test",
                     *           "addedAt": 1795629000000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            email: string;
                            addedAt: number;
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description VenueNotFound: No venue has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No venue has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "VenueNotFound",
                     *         "message": "No venue has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["VenueNotFound"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorStaffAdd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@tableside.test"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "email": "ana@tableside.test",
                     *         "changed": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            email: string;
                            changed: boolean;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description VenueNotFound: No venue has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No venue has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "VenueNotFound",
                     *         "message": "No venue has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["VenueNotFound"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorStaffRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@tableside.test"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "email": "ana@tableside.test",
                     *         "changed": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            email: string;
                            changed: boolean;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description VenueNotFound: No venue has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No venue has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "VenueNotFound",
                     *         "message": "No venue has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["VenueNotFound"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    operatorLateAfter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "minutes": 15
                 *     }
                 */
                "application/json": {
                    minutes: number;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "venueId": "venue-lotus-colombo",
                     *         "lateAfterMinutes": 15
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            venueId: components["schemas"]["Id"];
                            lateAfterMinutes: number;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotOperator: An operator call without the venue's operator key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "An operator call without the venue's operator key."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotOperator",
                     *         "message": "An operator call without the venue's operator key."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotOperator"];
                    };
                };
            };
            /** @description VenueNotFound: No venue has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No venue has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "VenueNotFound",
                     *         "message": "No venue has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["VenueNotFound"];
                    };
                };
            };
            /** @description OperatorLimited: Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OperatorLimited",
                     *         "message": "Too many wrong operator keys from this network: its wrong keys are refused until the time in Retry-After has passed (the right key is still taken)."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OperatorLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"];
                    };
                };
            };
        };
    };
    staffVenues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "id": "venue-lotus-colombo",
                     *           "name": "Lotus & Lime Colombo",
                     *           "tenantId": "tenant-lotus",
                     *           "currency": "Rs.",
                     *           "lateAfterMinutes": 15,
                     *           "orderStates": [
                     *             {
                     *               "id": "state-placed",
                     *               "name": "Placed",
                     *               "color": "#5b5648",
                     *               "isEnd": false,
                     *               "position": 0,
                     *               "moves": [
                     *                 {
                     *                   "id": "move-accept",
                     *                   "name": "Accept",
                     *                   "toStateId": "state-accepted"
                     *                 },
                     *                 {
                     *                   "id": "move-cancel-placed",
                     *                   "name": "Cancel",
                     *                   "toStateId": "state-cancelled"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "id": "state-paid",
                     *               "name": "Paid",
                     *               "color": "#613583",
                     *               "isEnd": true,
                     *               "position": 5,
                     *               "moves": []
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            id: components["schemas"]["Id"];
                            name: string;
                            tenantId: components["schemas"]["Id"];
                            currency: string | null;
                            lateAfterMinutes: number;
                            orderStates: {
                                id: components["schemas"]["Id"];
                                name: string;
                                color: components["schemas"]["Color"];
                                isEnd: boolean;
                                position: number;
                                moves: {
                                    id: components["schemas"]["Id"];
                                    name: string;
                                    toStateId: components["schemas"]["Id"];
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffOrders: {
        parameters: {
            query?: {
                /** @example 0 */
                all?: "0" | "1";
            };
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "order": {
                     *             "id": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *             "orderNumber": "#001",
                     *             "serviceAreaId": "area-table-1",
                     *             "orderState": {
                     *               "id": "state-placed",
                     *               "stateName": "Placed",
                     *               "color": "#5b5648"
                     *             },
                     *             "items": [
                     *               {
                     *                 "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *                 "itemId": "item-ceylon-tea",
                     *                 "variantId": "var-ceylon-tea",
                     *                 "name": "Ceylon Tea",
                     *                 "variantName": "Standard",
                     *                 "selectedChoices": {
                     *                   "sugar": [
                     *                     "sugar-none"
                     *                   ]
                     *                 },
                     *                 "choiceSummary": [
                     *                   "No sugar"
                     *                 ],
                     *                 "quantity": 1,
                     *                 "unitPrice": 35000,
                     *                 "price": 35000,
                     *                 "available": true
                     *               }
                     *             ],
                     *             "price": 35000,
                     *             "summery": {
                     *               "subtotal": 35000,
                     *               "serviceCharge": 3500,
                     *               "finalPrice": 38500
                     *             },
                     *             "createdAt": 1795629361840
                     *           },
                     *           "serviceAreaName": "Table 1",
                     *           "stateIsEnd": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            order: components["schemas"]["Order"];
                            serviceAreaName: string;
                            stateIsEnd: boolean;
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
                /** @example 6ce94bea-6b03-458e-9b6c-3bf929ef537c */
                orderId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "toStateId": "state-accepted"
                 *     }
                 */
                "application/json": {
                    toStateId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *         "orderNumber": "#001",
                     *         "serviceAreaId": "area-table-1",
                     *         "orderState": {
                     *           "id": "state-accepted",
                     *           "stateName": "Accepted",
                     *           "color": "#1a5fb4"
                     *         },
                     *         "items": [
                     *           {
                     *             "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "itemId": "item-ceylon-tea",
                     *             "variantId": "var-ceylon-tea",
                     *             "name": "Ceylon Tea",
                     *             "variantName": "Standard",
                     *             "selectedChoices": {
                     *               "sugar": [
                     *                 "sugar-none"
                     *               ]
                     *             },
                     *             "choiceSummary": [
                     *               "No sugar"
                     *             ],
                     *             "quantity": 1,
                     *             "unitPrice": 35000,
                     *             "price": 35000,
                     *             "available": true
                     *           }
                     *         ],
                     *         "price": 35000,
                     *         "summery": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "finalPrice": 38500
                     *         },
                     *         "createdAt": 1795629361840
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["Order"];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description OrderNotFound: No order has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No order has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "OrderNotFound",
                     *         "message": "No order has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["OrderNotFound"];
                    };
                };
            };
            /** @description MoveRefused: The order cannot make this move from its current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The order cannot make this move from its current state."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "MoveRefused",
                     *         "message": "The order cannot make this move from its current state."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["MoveRefused"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffRequests: {
        parameters: {
            query?: {
                /** @example 0 */
                all?: "0" | "1";
            };
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "request": {
                     *             "id": "6166a701-c41d-407a-be12-59781ec167c2",
                     *             "serviceAreaId": "area-table-1",
                     *             "kind": "waiter",
                     *             "label": "Waiter",
                     *             "status": "open",
                     *             "createdAt": 1795629362267,
                     *             "acknowledgedAt": null
                     *           },
                     *           "tableName": "Table 1",
                     *           "qrCode": "demo-table-1",
                     *           "ageSeconds": 95
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            request: components["schemas"]["StaffRequest"];
                            tableName: string;
                            qrCode: components["schemas"]["QrCode"];
                            ageSeconds: number;
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
                /** @example 6166a701-c41d-407a-be12-59781ec167c2 */
                requestId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "6166a701-c41d-407a-be12-59781ec167c2",
                     *         "serviceAreaId": "area-table-1",
                     *         "kind": "waiter",
                     *         "label": "Waiter",
                     *         "status": "acknowledged",
                     *         "createdAt": 1795629362267,
                     *         "acknowledgedAt": 1795629400000
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: components["schemas"]["StaffRequest"];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description RequestNotFound: No staff request has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No staff request has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "RequestNotFound",
                     *         "message": "No staff request has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["RequestNotFound"];
                    };
                };
            };
            /** @description RequestClosed: The staff request was closed when its table was settled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The staff request was closed when its table was settled."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "RequestClosed",
                     *         "message": "The staff request was closed when its table was settled."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["RequestClosed"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "itemId": "item-love-cake",
                     *           "name": "Love Cake",
                     *           "sectionName": "Desserts",
                     *           "available": false,
                     *           "variants": [
                     *             {
                     *               "id": "var-love-cake",
                     *               "name": "Slice",
                     *               "price": 55000,
                     *               "enabled": true
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            itemId: components["schemas"]["Id"];
                            name: string;
                            sectionName: string;
                            available: boolean;
                            variants: {
                                id: components["schemas"]["Id"];
                                name: string;
                                price: number;
                                enabled: boolean;
                            }[];
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
                /** @example item-love-cake */
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "available": false
                 *     }
                 */
                "application/json": {
                    available: boolean;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "updatedAt": 1795629362500,
                     *         "type": "unavailable"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            updatedAt: number | ("Infinity" | "-Infinity" | "NaN") | string | {
                                seconds: number | ("Infinity" | "-Infinity" | "NaN");
                                nanoseconds: number | ("Infinity" | "-Infinity" | "NaN");
                            };
                            type: string;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ItemNotFound: No dish has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No dish has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ItemNotFound",
                     *         "message": "No dish has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ItemNotFound"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
                /** @example item-love-cake */
                itemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "variantId": "var-love-cake",
                 *       "price": 60000
                 *     }
                 */
                "application/json": {
                    variantId: components["schemas"]["Id"];
                    price: number;
                };
            };
        };
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "updatedAt": 1795629362600,
                     *         "type": "changed"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            updatedAt: number | ("Infinity" | "-Infinity" | "NaN") | string | {
                                seconds: number | ("Infinity" | "-Infinity" | "NaN");
                                nanoseconds: number | ("Infinity" | "-Infinity" | "NaN");
                            };
                            type: string;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ItemNotFound: No dish has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No dish has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ItemNotFound",
                     *         "message": "No dish has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ItemNotFound"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffTables: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "serviceAreaId": "area-table-1",
                     *           "name": "Table 1",
                     *           "qrCode": "demo-table-1",
                     *           "visit": {
                     *             "id": "0b6f4f0e-8d9a-4c1e-9a57-2f1c3e5d7a90",
                     *             "startedAt": 1795629300000,
                     *             "diners": 2
                     *           },
                     *           "together": {
                     *             "members": 2,
                     *             "names": [
                     *               "Ana"
                     *             ]
                     *           },
                     *           "cart": {
                     *             "serviceAreaId": "area-table-1",
                     *             "version": 2,
                     *             "members": 2,
                     *             "items": [
                     *               {
                     *                 "id": "9f4c2d1e-7a3b-4c5d-8e6f-0a1b2c3d4e5f",
                     *                 "itemId": "item-ceylon-tea",
                     *                 "variantId": "var-ceylon-tea",
                     *                 "name": "Ceylon Tea",
                     *                 "variantName": "Standard",
                     *                 "selectedChoices": {
                     *                   "sugar": [
                     *                     "sugar-less"
                     *                   ]
                     *                 },
                     *                 "choiceSummary": [
                     *                   "Less sugar"
                     *                 ],
                     *                 "quantity": 2,
                     *                 "unitPrice": 35000,
                     *                 "price": 70000,
                     *                 "available": true,
                     *                 "addedBy": {
                     *                   "name": "Ana"
                     *                 }
                     *               }
                     *             ],
                     *             "summery": {
                     *               "subtotal": 70000,
                     *               "serviceCharge": 7000,
                     *               "finalPrice": 77000
                     *             },
                     *             "lastSend": null
                     *           },
                     *           "openOrders": 1,
                     *           "billTotal": 38500,
                     *           "paid": 0,
                     *           "tips": 0,
                     *           "left": 38500,
                     *           "openRequests": [
                     *             {
                     *               "id": "6166a701-c41d-407a-be12-59781ec167c2",
                     *               "serviceAreaId": "area-table-1",
                     *               "kind": "waiter",
                     *               "label": "Waiter",
                     *               "status": "open",
                     *               "createdAt": 1795629362267,
                     *               "acknowledgedAt": null
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            serviceAreaId: components["schemas"]["Id"];
                            name: string;
                            qrCode: components["schemas"]["QrCode"];
                            visit: {
                                id: components["schemas"]["Id"];
                                startedAt: number;
                                diners: number;
                            } | null;
                            together: {
                                members: number;
                                names: string[];
                            };
                            cart: {
                                serviceAreaId: components["schemas"]["Id"];
                                version: number;
                                members: number;
                                items: {
                                    id: components["schemas"]["Id"];
                                    itemId: components["schemas"]["Id"];
                                    variantId: components["schemas"]["Id"];
                                    name: string;
                                    variantName: string;
                                    selectedChoices: components["schemas"]["SelectedChoices"];
                                    choiceSummary: string[];
                                    quantity: number;
                                    unitPrice: number;
                                    price: number;
                                    available: boolean;
                                    note?: string;
                                    addedBy: {
                                        yours?: boolean;
                                        name: string | null;
                                    };
                                }[];
                                summery: components["schemas"]["CartSummary"];
                                lastSend: {
                                    orderId: components["schemas"]["Id"];
                                    orderNumber: string;
                                    sentBy: {
                                        yours?: boolean;
                                        name: string | null;
                                    };
                                    at: number;
                                    version: number;
                                } | null;
                            } | null;
                            openOrders: number;
                            billTotal: number;
                            paid: number;
                            tips: number;
                            left: number;
                            openRequests: components["schemas"]["StaffRequest"][];
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffSettle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
                /** @example demo-table-1 */
                qrCode: components["schemas"]["QrCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "settled": [
                     *           {
                     *             "id": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *             "orderNumber": "#001",
                     *             "serviceAreaId": "area-table-1",
                     *             "orderState": {
                     *               "id": "state-paid",
                     *               "stateName": "Paid",
                     *               "color": "#613583"
                     *             },
                     *             "items": [
                     *               {
                     *                 "id": "2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *                 "itemId": "item-ceylon-tea",
                     *                 "variantId": "var-ceylon-tea",
                     *                 "name": "Ceylon Tea",
                     *                 "variantName": "Standard",
                     *                 "selectedChoices": {
                     *                   "sugar": [
                     *                     "sugar-none"
                     *                   ]
                     *                 },
                     *                 "choiceSummary": [
                     *                   "No sugar"
                     *                 ],
                     *                 "quantity": 1,
                     *                 "unitPrice": 35000,
                     *                 "price": 35000,
                     *                 "available": true
                     *               }
                     *             ],
                     *             "price": 35000,
                     *             "summery": {
                     *               "subtotal": 35000,
                     *               "serviceCharge": 3500,
                     *               "finalPrice": 38500
                     *             },
                     *             "createdAt": 1795629361840
                     *           }
                     *         ],
                     *         "closedRequests": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            settled: components["schemas"]["Order"][];
                            closedRequests: number;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description TableNotFound: No table has this QR code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No table has this QR code."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "TableNotFound",
                     *         "message": "No table has this QR code."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["TableNotFound"];
                    };
                };
            };
            /** @description NoSettledState: The venue has no settled state configured, so its tables cannot be settled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue has no settled state configured, so its tables cannot be settled."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NoSettledState",
                     *         "message": "The venue has no settled state configured, so its tables cannot be settled."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NoSettledState"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffPayments: {
        parameters: {
            query?: {
                /** @example demo-table-1 */
                qrCode?: components["schemas"]["QrCode"];
            };
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "payment": {
                     *             "id": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *             "receiptNumber": "R-000001",
                     *             "status": "Succeeded",
                     *             "split": {
                     *               "_tag": "Dishes",
                     *               "lineKeys": [
                     *                 "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b"
                     *               ]
                     *             },
                     *             "lines": [
                     *               {
                     *                 "key": "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *                 "name": "Ceylon Tea",
                     *                 "quantity": 1,
                     *                 "amount": 35000
                     *               }
                     *             ],
                     *             "share": {
                     *               "subtotal": 35000,
                     *               "serviceCharge": 3500,
                     *               "total": 38500
                     *             },
                     *             "tip": 3850,
                     *             "total": 42350,
                     *             "card": {
                     *               "brand": "visa",
                     *               "last4": "4242"
                     *             },
                     *             "payer": {
                     *               "yours": true,
                     *               "name": "Ana"
                     *             },
                     *             "venueName": "Lotus & Lime Colombo",
                     *             "tableName": "Table 1",
                     *             "currency": "Rs.",
                     *             "at": 1795629500000,
                     *             "leftAfter": 0,
                     *             "reviewUrl": "https://www.google.com/maps/search/?api=1&query=Lotus+%26+Lime+Colombo"
                     *           },
                     *           "qrCode": "demo-table-1",
                     *           "settled": false,
                     *           "refundReason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            payment: {
                                id: components["schemas"]["Id"];
                                receiptNumber: string;
                                /** @enum {string} */
                                status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                                split: {
                                    /** @enum {string} */
                                    _tag: "WholeBill";
                                } | {
                                    /** @enum {string} */
                                    _tag: "Dishes";
                                    lineKeys: string[];
                                } | {
                                    /** @enum {string} */
                                    _tag: "EqualShare";
                                    people: number;
                                } | {
                                    /** @enum {string} */
                                    _tag: "Amount";
                                    amount: number;
                                };
                                lines: {
                                    key: string;
                                    name: string;
                                    quantity: number;
                                    amount: number;
                                    itemId?: components["schemas"]["Id"];
                                    variantId?: components["schemas"]["Id"];
                                    variantName?: string;
                                    selectedChoices?: components["schemas"]["SelectedChoices"];
                                    choiceSummary?: string[];
                                    note?: string;
                                }[];
                                share: {
                                    subtotal: number;
                                    serviceCharge: number;
                                    total: number;
                                };
                                tip: number;
                                total: number;
                                card: {
                                    brand: string;
                                    last4: string;
                                };
                                payer: {
                                    yours?: boolean;
                                    name: string | null;
                                };
                                venueName: string;
                                tableName: string;
                                currency: string | null;
                                at: number;
                                leftAfter: number;
                                reviewUrl?: string;
                            };
                            qrCode: components["schemas"]["QrCode"];
                            settled: boolean;
                            refundReason: ("late" | "staff") | null;
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
                /** @example R-000001 */
                receiptNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": {
                     *         "id": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *         "receiptNumber": "R-000001",
                     *         "status": "Refunded",
                     *         "split": {
                     *           "_tag": "Dishes",
                     *           "lineKeys": [
                     *             "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b"
                     *           ]
                     *         },
                     *         "lines": [
                     *           {
                     *             "key": "6ce94bea-6b03-458e-9b6c-3bf929ef537c/2fc4707a-e537-450a-9368-fe67fc5aa24b",
                     *             "name": "Ceylon Tea",
                     *             "quantity": 1,
                     *             "amount": 35000
                     *           }
                     *         ],
                     *         "share": {
                     *           "subtotal": 35000,
                     *           "serviceCharge": 3500,
                     *           "total": 38500
                     *         },
                     *         "tip": 3850,
                     *         "total": 42350,
                     *         "card": {
                     *           "brand": "visa",
                     *           "last4": "4242"
                     *         },
                     *         "payer": {
                     *           "yours": true,
                     *           "name": "Ana"
                     *         },
                     *         "venueName": "Lotus & Lime Colombo",
                     *         "tableName": "Table 1",
                     *         "currency": "Rs.",
                     *         "at": 1795629500000,
                     *         "leftAfter": 0,
                     *         "reviewUrl": "https://www.google.com/maps/search/?api=1&query=Lotus+%26+Lime+Colombo"
                     *       }
                     *     }
                     */
                    "application/json": {
                        body: {
                            id: components["schemas"]["Id"];
                            receiptNumber: string;
                            /** @enum {string} */
                            status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                            split: {
                                /** @enum {string} */
                                _tag: "WholeBill";
                            } | {
                                /** @enum {string} */
                                _tag: "Dishes";
                                lineKeys: string[];
                            } | {
                                /** @enum {string} */
                                _tag: "EqualShare";
                                people: number;
                            } | {
                                /** @enum {string} */
                                _tag: "Amount";
                                amount: number;
                            };
                            lines: {
                                key: string;
                                name: string;
                                quantity: number;
                                amount: number;
                                itemId?: components["schemas"]["Id"];
                                variantId?: components["schemas"]["Id"];
                                variantName?: string;
                                selectedChoices?: components["schemas"]["SelectedChoices"];
                                choiceSummary?: string[];
                                note?: string;
                            }[];
                            share: {
                                subtotal: number;
                                serviceCharge: number;
                                total: number;
                            };
                            tip: number;
                            total: number;
                            card: {
                                brand: string;
                                last4: string;
                            };
                            payer: {
                                yours?: boolean;
                                name: string | null;
                            };
                            venueName: string;
                            tableName: string;
                            currency: string | null;
                            at: number;
                            leftAfter: number;
                            reviewUrl?: string;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description PaymentNotFound: No payment of this diner at this table has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "No payment of this diner at this table has this id."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "PaymentNotFound",
                     *         "message": "No payment of this diner at this table has this id."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["PaymentNotFound"];
                    };
                };
            };
            /** @description NotRefundable: The payment was already refunded, or was never completed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The payment was already refunded, or was never completed."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotRefundable",
                     *         "message": "The payment was already refunded, or was never completed."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotRefundable"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). PaymentPending: The card provider did not answer: the payment is held, neither charged twice nor lost. Pay again with the same Idempotency-Key to learn its outcome. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"] | components["schemas"]["PaymentPending"];
                    };
                };
            };
        };
    };
    staffFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "feedback": {
                     *             "paymentId": "b3f1c9e2a47d4e0f9c2b6a8d1e5f7a90",
                     *             "rating": "down",
                     *             "reasons": [
                     *               "speed"
                     *             ],
                     *             "comment": "The tea took a while, the cake was lovely.",
                     *             "at": 1795629560000
                     *           },
                     *           "venueId": "venue-lotus-colombo",
                     *           "venueName": "Lotus & Lime Colombo",
                     *           "tableName": "Table 1",
                     *           "qrCode": "demo-table-1",
                     *           "receiptNumber": "R-000001"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            feedback: {
                                paymentId: components["schemas"]["Id"];
                                /** @enum {string} */
                                rating: "up" | "down";
                                reasons: ("food" | "service" | "speed" | "value" | "ambience")[];
                                comment?: string;
                                at: number;
                            };
                            venueId: components["schemas"]["Id"];
                            venueName: string;
                            tableName: string;
                            qrCode: components["schemas"]["QrCode"];
                            receiptNumber: string;
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffActions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example venue-lotus-colombo */
                venueId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the answer in `body`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "body": [
                     *         {
                     *           "id": "5d0c7f53-96c4-4d61-8f0e-3b2a1c9e8d70",
                     *           "at": 1795629400000,
                     *           "actor": "staff@tableside.test",
                     *           "action": "advance",
                     *           "target": "6ce94bea-6b03-458e-9b6c-3bf929ef537c",
                     *           "detail": "Accepted"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        body: {
                            id: components["schemas"]["Id"];
                            at: number;
                            actor: string;
                            /** @enum {string} */
                            action: "advance" | "acknowledge" | "availability" | "price" | "settle" | "refund";
                            target: string;
                            detail: string;
                        }[];
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    liveTable: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The venue's tenant id (`body.venue.tenant.id` of GET /api/venue/{qrCode}).
                 * @example tenant-lotus
                 */
                tenant: string;
                /**
                 * @description The table's (service area's) QR code; one of the tenant's, else 403 WrongTable.
                 * @example demo-table-1
                 */
                qr: string;
                /**
                 * @description The id of the last event received: the feed sends every event after it, of every kind, in order, before new ones. A whole number no larger than the newest id (400 otherwise, naming the header).
                 * @example 41
                 */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `ready`, then `order`, `request`, `availability`, `tableCart`, `payment` events; comment lines keep the stream open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "41",
                     *       "event": "ready",
                     *       "data": {}
                     *     }
                     */
                    "text/event-stream": {
                        id?: string;
                        /** @constant */
                        event: "ready";
                        data: Record<string, never>;
                    } | {
                        id?: string;
                        /** @constant */
                        event: "order";
                        data: components["schemas"]["Order"];
                    } | {
                        id?: string;
                        /** @constant */
                        event: "request";
                        data: components["schemas"]["StaffRequest"];
                    } | {
                        id?: string;
                        /** @constant */
                        event: "availability";
                        data: {
                            updatedAt: number | ("Infinity" | "-Infinity" | "NaN") | string | {
                                seconds: number | ("Infinity" | "-Infinity" | "NaN");
                                nanoseconds: number | ("Infinity" | "-Infinity" | "NaN");
                            };
                            type: string;
                        };
                    } | {
                        id?: string;
                        /** @constant */
                        event: "tableCart";
                        data: {
                            serviceAreaId: components["schemas"]["Id"];
                            version: number;
                            sentOrderId: components["schemas"]["Id"] | null;
                        };
                    } | {
                        id?: string;
                        /** @constant */
                        event: "payment";
                        data: {
                            serviceAreaId: components["schemas"]["Id"];
                            paymentId: components["schemas"]["Id"];
                            payerName: string | null;
                            /** @enum {string} */
                            status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                            amount: number;
                            left: number;
                            settled: boolean;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description WrongTable: The QR code is not one of this tenant's tables, or the call asks about another table. SignInRequired: The table's sign-in rule is not met: the message says which step (Google, phone) is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "This table does not belong to this venue.",
                     *           "field": "qr"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "WrongTable",
                     *         "message": "This table does not belong to this venue.",
                     *         "field": "qr"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["WrongTable"] | components["schemas"]["SignInRequired"];
                    };
                };
            };
            /** @description LiveStreamsLimited: Too many live update streams are open for this diner or network. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many live update streams are open for this diner or network."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "LiveStreamsLimited",
                     *         "message": "Too many live update streams are open for this diner or network."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["LiveStreamsLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    staffLive: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The id of the last event received: the feed sends every event after it, of every kind, in order, before new ones. A whole number no larger than the newest id (400 otherwise, naming the header).
                 * @example 41
                 */
                "Last-Event-ID"?: string;
            };
            path: {
                /**
                 * @description The venue's id.
                 * @example venue-lotus-colombo
                 */
                venueId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `ready`, then `order`, `request`, `payment`, `tableCart`, `availability`, `feedback`, `staffAction` events; comment lines keep the stream open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "41",
                     *       "event": "ready",
                     *       "data": {}
                     *     }
                     */
                    "text/event-stream": {
                        id?: string;
                        /** @constant */
                        event: "ready";
                        data: Record<string, never>;
                    } | {
                        id?: string;
                        /** @constant */
                        event: "order";
                        data: components["schemas"]["Order"];
                    } | {
                        id?: string;
                        /** @constant */
                        event: "request";
                        data: components["schemas"]["StaffRequest"];
                    } | {
                        id?: string;
                        /** @constant */
                        event: "payment";
                        data: {
                            serviceAreaId: components["schemas"]["Id"];
                            paymentId: components["schemas"]["Id"];
                            payerName: string | null;
                            /** @enum {string} */
                            status: "Pending" | "Succeeded" | "NeedsConfirmation" | "Refunded" | "Failed";
                            amount: number;
                            left: number;
                            settled: boolean;
                        };
                    } | {
                        id?: string;
                        /** @constant */
                        event: "tableCart";
                        data: {
                            serviceAreaId: components["schemas"]["Id"];
                            version: number;
                            sentOrderId: components["schemas"]["Id"] | null;
                        };
                    } | {
                        id?: string;
                        /** @constant */
                        event: "availability";
                        data: {
                            updatedAt: number | ("Infinity" | "-Infinity" | "NaN") | string | {
                                seconds: number | ("Infinity" | "-Infinity" | "NaN");
                                nanoseconds: number | ("Infinity" | "-Infinity" | "NaN");
                            };
                            type: string;
                        };
                    } | {
                        id?: string;
                        /** @constant */
                        event: "feedback";
                        data: {
                            feedback: {
                                paymentId: components["schemas"]["Id"];
                                /** @enum {string} */
                                rating: "up" | "down";
                                reasons: ("food" | "service" | "speed" | "value" | "ambience")[];
                                comment?: string;
                                at: number;
                            };
                            venueId: components["schemas"]["Id"];
                            venueName: string;
                            tableName: string;
                            qrCode: components["schemas"]["QrCode"];
                            receiptNumber: string;
                        };
                    } | {
                        id?: string;
                        /** @constant */
                        event: "staffAction";
                        data: {
                            id: components["schemas"]["Id"];
                            at: number;
                            actor: string;
                            /** @enum {string} */
                            action: "advance" | "acknowledge" | "availability" | "price" | "settle" | "refund";
                            target: string;
                            detail: string;
                        };
                    };
                };
            };
            /** @description BadRequest: The request does not match the call (a path, query, header or body field is missing or wrong); `field` names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *           "field": "quantity"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "BadRequest",
                     *         "message": "Bad body: Expected an integer, got \"two\" at [\"quantity\"]",
                     *         "field": "quantity"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["BadRequest"];
                    };
                };
            };
            /** @description NotSignedIn: No ID token, or one that has expired or is not valid: sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Please sign in: the request carries no token.",
                     *           "field": "Authorization"
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotSignedIn",
                     *         "message": "Please sign in: the request carries no token.",
                     *         "field": "Authorization"
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotSignedIn"];
                    };
                };
            };
            /** @description NotStaff: The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`. OtherTenant: The account's token names another tenant (its claim `tenant-id`) than the venue's: staff of one tenant cannot act at another's venue. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "NotStaff",
                     *         "message": "The signed-in account is not on this venue's staff list, or is an anonymous diner's: the message says which. Staff sign in with their own account, listed with `npm run venue -- staff add`."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["NotStaff"] | components["schemas"]["OtherTenant"];
                    };
                };
            };
            /** @description LiveStreamsLimited: Too many live update streams are open for this diner or network. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "Too many live update streams are open for this diner or network."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "LiveStreamsLimited",
                     *         "message": "Too many live update streams are open for this diner or network."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["LiveStreamsLimited"];
                    };
                };
            };
            /** @description ServerFault: A bug on the server's side: nothing was changed that the diner can see; try again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "ServerFault",
                     *         "message": "A bug on the server's side: nothing was changed that the diner can see; try again."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["ServerFault"];
                    };
                };
            };
            /** @description StorageUnavailable: The venue's server cannot reach its storage just now: try again in a moment. IdentityUnavailable: The sign-in service did not answer, so the token could not be checked: try again (not a reason to sign in again). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *         }
                     *       ],
                     *       "error": {
                     *         "_tag": "StorageUnavailable",
                     *         "message": "The venue's server cannot reach its storage just now: try again in a moment."
                     *       }
                     *     }
                     */
                    "application/json": {
                        errors: {
                            message: string;
                            field?: string;
                        }[];
                        error: components["schemas"]["StorageUnavailable"] | components["schemas"]["IdentityUnavailable"];
                    };
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Both answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "database": "up",
                     *       "identity": "up"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        ok: true;
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        identity: "up" | "down";
                    };
                };
            };
            /** @description The database or the identity provider does not answer; `message` names which. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": false,
                     *       "database": "down",
                     *       "identity": "up",
                     *       "message": "Not answering: the database."
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        ok: false;
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        identity: "up" | "down";
                        message: string;
                    };
                };
            };
        };
    };
    openApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Tableside venue API",
                     *         "version": "1.0.0"
                     *       },
                     *       "paths": {}
                     *     }
                     */
                    "application/json": {
                        openapi: string;
                        info: Record<string, never>;
                        paths: Record<string, never>;
                    };
                };
            };
        };
    };
}
