// @foyer/core/login/telegram: the Telegram login method, loaded by the modal before an opening that offers it
// starts: its popup then opens in the click's own task.
export { telegramMethod } from "./flows/loginMethods/telegram/telegramMethod.ts";
