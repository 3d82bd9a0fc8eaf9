/** The result texts of the 'Kullanıcılar' and 'Hesabım' screens (issue #16). */
export const ACCOUNT_ADMIN_MESSAGES = {
  notFound: "Hesap bulunamadı",
  lastOwner: "Son etkin Yönetici hesabı Editör yapılamaz ve devre dışı bırakılamaz",
  selfDeactivate: "Kendi hesabınızı devre dışı bırakamazsınız",
  selfReset: "Kendi şifrenizi burada sıfırlayamazsınız: 'Hesabım' ekranında mevcut şifrenizle değiştirin",
  selfTwoFactorReset:
    "Kendi iki adımlı doğrulamanızı burada sıfırlayamazsınız: 'İki Adımlı Doğrulama' ekranında şifrenizle kapatın",
  sessionNotFound: "Oturum bulunamadı",
  created: "Hesap oluşturuldu",
  roleChanged: "Rol değiştirildi",
  deactivated: "Hesap devre dışı bırakıldı ve oturumları kapatıldı",
  reactivated: "Hesap yeniden etkinleştirildi",
  passwordReset: "Şifre sıfırlandı ve hesabın tüm oturumları kapatıldı",
  nameSaved: "Adınız kaydedildi",
  passwordChanged: "Şifreniz değiştirildi; diğer oturumlarınız kapatıldı",
  sessionEnded: "Oturum kapatıldı",
  otherSessionsEnded: "Diğer tüm oturumlar kapatıldı",
  listFailed: "Hesaplar yüklenirken bir hata oluştu",
  accountLoadFailed: "Hesap bilgileri yüklenirken bir hata oluştu",
  failed: (message: string) => `İşlem yapılamadı: ${message}`,
} as const;
