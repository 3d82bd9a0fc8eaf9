/** Every text of two-factor sign-in and its set-up (issue #16, decision 037); safe for the browser. */
export const TWO_FACTOR_MESSAGES = {
  stepTitle: "İki adımlı doğrulama",
  stepIntro: "Doğrulama uygulamanızdaki 6 haneli kodu girin.",
  backupIntro: "Yedek kodlarınızdan birini girin. Her yedek kod yalnızca bir kez kullanılabilir.",
  codeRequired: "Doğrulama kodunu giriniz",
  codeFormat: "Kod, uygulamadaki 6 haneli sayı ya da 10 karakterlik bir yedek kod olmalıdır",
  confirmFormat: "Kod 6 haneli bir sayı olmalıdır",
  wrongCode: "Doğrulama kodu hatalı. Lütfen tekrar deneyin.",
  wrongBackupCode: "Yedek kod hatalı veya daha önce kullanılmış.",
  expired: "Doğrulama süresi doldu. Lütfen e-posta ve şifrenizle yeniden giriş yapın.",
  tooMany: (minutes: number) =>
    `Çok fazla hatalı doğrulama kodu denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
  verifying: "Kod doğrulanıyor...",
  rememberDevice: "Bu cihazı 30 gün hatırla",
  useBackup: "Yedek kod kullan",
  useApp: "Doğrulama uygulaması kodunu kullan",
  passwordWrong: "Şifre hatalı",
  passwordRequired: "Şifrenizi giriniz",
  alreadyEnabled: "İki adımlı doğrulama zaten açık",
  notStarted: "Önce kurulumu başlatın",
  enabled: "İki adımlı doğrulama açıldı",
  disabled: "İki adımlı doğrulama kapatıldı",
  reset: "Hesabın iki adımlı doğrulaması sıfırlandı",
  accountNotFound: "Hesap bulunamadı",
  setupRequired:
    "Bu sitede her hesap için iki adımlı doğrulama zorunludur. Devam etmeden önce lütfen kurulumu tamamlayın.",
  unexpected: "İki adımlı doğrulama sırasında bir hata oluştu",
} as const;
