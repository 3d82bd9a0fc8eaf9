import type { Insertable } from "kysely";
import { CONFIRM_TTL_HOURS } from "../../app/features/alerts/alert-texts.ts";
import type { PagesTable } from "../schema.ts";

const DAY_MS = 86_400_000;

/** A link to another page of the site, written as the rich-text sanitiser stores every link. */
function link(href: string, text: string): string {
  return `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;
}

/** One demo page: its address, title, SEO description and HTML (only tags the rich-text sanitiser keeps). */
interface DemoPage {
  slug: string;
  title: string;
  seoDescription: string;
  content: string;
}

/**
 * The pages an operator publishes before going live (issue #35): who runs the site, the contact intro, the KVKK
 * privacy notice, what the site stores in the browser, responsible gambling with help a Turkish reader can reach,
 * and the advertising disclosure. They say what this software does (no visitor tracking cookie; the splash-ad
 * frequency is kept in the browser's own storage; sign-in cookies for admins only), for the operator to adapt.
 */
const DEMO_PAGES: readonly DemoPage[] = [
  {
    slug: "hakkimizda",
    title: "Hakkımızda",
    seoDescription: "Bonus Rehberi'ni kimin, nasıl ve hangi ilkelerle hazırladığı.",
    content: [
      "<p>Bonus Rehberi, casino bonuslarını ve promosyonlarını tek yerde toplayan, koşullarını sade bir Türkçeyle anlatan bağımsız bir rehberdir. Amacımız, bir teklifin gerçekte ne sunduğunu (çevrim şartı, en az yatırım, geçerlilik süresi) okurken kaybolmadan görebilmenizi sağlamak.</p>",
      "<h2>Nasıl çalışıyoruz?</h2>",
      "<ul><li>Her promosyonu sitenin kendi duyurusundan okuyup koşullarını tek tek yazarız.</li><li>Süresi dolan teklifler listelerden kalkar; sayfaları arşiv olarak kalır.</li><li>Sıralamalarımızı ve puanlarımızı, bize ödenen komisyondan bağımsız ölçütlerle veririz.</li></ul>",
      "<h2>İlkelerimiz</h2>",
      `<p>18 yaşından küçüklere yönelik içerik yayımlamayız. Kumar bir gelir kaynağı değildir; oynamaya karar verirseniz yalnızca kaybetmeyi göze alabileceğiniz tutarla oynayın. Yardıma ihtiyaç duyarsanız ${link("/sorumlu-oyun", "Sorumlu Oyun")} sayfamızdaki kaynaklara başvurabilirsiniz.</p>`,
      `<p>Sitede yer alan bağlantıların bir kısmı ortaklık bağlantısıdır; ayrıntılar ${link("/reklam-ve-ortaklik-aciklamasi", "Reklam ve Ortaklık Açıklaması")} sayfasındadır.</p>`,
    ].join(""),
  },
  {
    slug: "iletisim",
    title: "İletişim",
    seoDescription: "Bonus Rehberi ekibine soru, düzeltme ve iş birliği talepleriniz için yazın.",
    content: [
      "<p>Bir promosyondaki hatalı bir bilgiyi, süresi dolmuş bir teklifi ya da bir sorunuzu bize aşağıdaki formla iletebilirsiniz. Mesajlarınızı genellikle iki iş günü içinde yanıtlarız.</p>",
      `<p>Casino sitelerindeki hesabınızla ilgili (para çekme, hesap doğrulama gibi) konularda yardım edemeyiz; bu talepler için ilgili sitenin müşteri hizmetlerine başvurun. Formda paylaştığınız kişisel verilerin nasıl işlendiği ${link("/gizlilik-politikasi", "Gizlilik Politikası ve KVKK Aydınlatma Metni")}'nde açıklanmıştır.</p>`,
    ].join(""),
  },
  {
    slug: "gizlilik-politikasi",
    title: "Gizlilik Politikası ve KVKK Aydınlatma Metni",
    seoDescription:
      "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında hangi verileri, hangi amaçla işlediğimiz ve haklarınız.",
    content: [
      "<p>Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun (KVKK) 10. maddesi uyarınca, veri sorumlusu sıfatıyla Bonus Rehberi tarafından hazırlanmıştır.</p>",
      "<h2>Hangi verileri işliyoruz?</h2>",
      "<ul><li><strong>Yorumlar:</strong> bir promosyona yorum bıraktığınızda yazdığınız ad ve yorum metni.</li><li><strong>İletişim formu:</strong> adınız, e-posta adresiniz, konu ve mesajınız.</li><li><strong>E-posta bildirimleri (Bülten):</strong> abone olduğunuzda e-posta adresiniz, seçtiğiniz kategoriler ve casinolar, bildirim sıklığı, kayıt ve onay zamanınız (onay verdiğiniz an); onay bağlantısının anahtarı yalnızca özeti (hash) olarak, abonelikten çıkış bağlantısının anahtarı ise rastgele bir değer olarak saklanır.</li><li><strong>Güvenlik kayıtları:</strong> kötüye kullanımı (art arda gönderim, saldırı denemeleri) önlemek için IP adresiniz, istek zamanı ve tarayıcı bilgisi; sunucu günlüklerinde ve hız sınırı kayıtlarında tutulur.</li></ul>",
      `<p>Ziyaretçileri izlemek veya reklam amacıyla profil çıkarmak için çerez kullanmayız; ayrıntılar ${link("/cerez-politikasi", "Çerez Politikası")} sayfasındadır.</p>`,
      "<h2>Hangi amaçla ve hangi hukuki sebeple?</h2>",
      "<p>Verileri yorumları yayımlamak ve denetlemek, iletişim taleplerinizi yanıtlamak ve siteyi güvende tutmak amacıyla; KVKK 5. maddedeki bir sözleşmenin kurulması veya ifası ile veri sorumlusunun meşru menfaati sebeplerine dayanarak işleriz. E-posta bildirimleri için adresinizi yalnızca formda verdiğiniz açık rızaya dayanarak ve yalnızca abone olduğunuz yeni bonus bildirimlerini göndermek için işleriz. Verileriniz satılmaz ve başka bir amaçla kullanılmaz.</p>",
      "<h2>Aktarım ve saklama</h2>",
      `<p>Veriler, yalnızca sitenin barındırma ve (ayarlanmışsa) e-posta hizmet sağlayıcılarıyla, hizmetin yürütülmesi için gerekli ölçüde paylaşılır. Veriler işlendikleri amaç için gereken süre boyunca saklanır, ardından silinir veya anonim hâle getirilir. Onaylanmayan bülten kayıtları ${CONFIRM_TTL_HOURS} saat sonra silinir; her e-postadaki bağlantıyla aboneliğinizi sonlandırdığınızda adresiniz ve seçimleriniz hemen silinir.</p>`,
      "<h2>Haklarınız</h2>",
      `<p>KVKK 11. madde uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme, aktarıldığı üçüncü kişileri bilme ve itiraz etme haklarına sahipsiniz. Taleplerinizi ${link("/iletisim", "İletişim")} sayfasındaki formla iletebilirsiniz; en geç otuz gün içinde yanıtlanır.</p>`,
    ].join(""),
  },
  {
    slug: "cerez-politikasi",
    title: "Çerez Politikası",
    seoDescription: "Bonus Rehberi'nin tarayıcınızda neleri sakladığı: izleme çerezi yok, yalnızca gerekli kayıtlar.",
    content: [
      "<p>Bonus Rehberi, ziyaretçileri izleyen, reklam veya analiz amaçlı hiçbir çerez kullanmaz ve üçüncü taraf izleme kodu çalıştırmaz. Varsayılan kurulumda sayfalarımızdaki yazı tipleri, simgeler ve görseller kendi sunucumuzdan gelir ve sayfayı açtığınızda başka bir siteye istek gönderilmez.</p>",
      "<h2>Tarayıcınızda sakladıklarımız</h2>",
      "<ul><li><strong>Açılış reklamının sıklığı:</strong> bir açılış reklamı gösterildiğinde, aynı reklamı kısa süre içinde tekrar göstermemek için gösterim zamanı tarayıcınızın kendi deposunda (localStorage ve sessionStorage) tutulur. Bu bilgi sunucumuza gönderilmez ve sizi tanımlamaz.</li><li><strong>Yönetim paneli oturumu:</strong> yalnızca yönetim paneline giriş yapan site yöneticileri için zorunlu oturum çerezleri kullanılır. Ziyaretçilere bu çerezler verilmez.</li></ul>",
      "<h2>Nasıl silebilirsiniz?</h2>",
      "<p>Tarayıcınızın ayarlarından site verilerini dilediğiniz zaman silebilirsiniz. Silmeniz durumunda sitenin tek farkı, açılış reklamının bir sonraki ziyaretinizde yeniden gösterilebilmesidir.</p>",
    ].join(""),
  },
  {
    slug: "sorumlu-oyun",
    title: "Sorumlu Oyun",
    seoDescription:
      "Kumar bağımlılığının işaretleri, kendinizi korumanın yolları ve Türkiye'de ücretsiz yardım kaynakları.",
    content: [
      "<p>Şans oyunları yalnızca 18 yaşını doldurmuş kişilere yöneliktir ve bir eğlence biçimi olarak görülmelidir; kazanç yolu değildir. Türkiye'de yurt dışı merkezli sitelerde oynanan şans oyunları yasal değildir: oynamadan önce yürürlükteki mevzuatı öğrenin.</p>",
      "<h2>Dikkat edilecek işaretler</h2>",
      "<ul><li>Kayıplarınızı geri kazanmak için daha fazla oynamak</li><li>Planladığınızdan uzun süre ya da fazla tutarla oynamak</li><li>Oyun için borç almak, faturaları veya kira ödemelerini ertelemek</li><li>Oynamadığınızda huzursuz ya da gergin hissetmek, oyunu yakınlarınızdan gizlemek</li></ul>",
      "<h2>Kendinizi korumak için</h2>",
      "<ul><li>Oynamadan önce bir bütçe ve süre belirleyin; bunlara uyun.</li><li>Sitelerin sunduğu yatırım limiti, oturum süresi ve hesap dondurma (kendini dışlama) araçlarını kullanın.</li><li>BetBlocker gibi ücretsiz engelleme uygulamalarıyla bahis ve casino sitelerine erişimi kendi cihazlarınızda kapatabilirsiniz.</li></ul>",
      "<h2>Ücretsiz yardım kaynakları</h2>",
      "<ul><li><strong>Yeşilay Danışmanlık Merkezi (YEDAM):</strong> kumar dahil bağımlılıklar için ücretsiz psikolojik danışmanlık. Yeşilay Danışmanlık Hattı: <strong>115</strong>.</li><li><strong>Devlet hastanelerinin psikiyatri poliklinikleri:</strong> randevu için Merkezi Hekim Randevu Sistemi, <strong>ALO 182</strong>.</li><li><strong>Acil bir durumda</strong> ya da kendinize zarar verme düşünceniz varsa: <strong>112</strong>.</li></ul>",
      "<p>Bir yakınınız için endişeleniyorsanız da aynı kaynaklara başvurabilirsiniz; YEDAM bağımlı kişilerin ailelerine de destek verir.</p>",
    ].join(""),
  },
  {
    slug: "reklam-ve-ortaklik-aciklamasi",
    title: "Reklam ve Ortaklık Açıklaması",
    seoDescription: "Bonus Rehberi'nin nasıl gelir elde ettiği ve bunun içeriğe etkisi hakkında açık bilgi.",
    content: [
      "<p>Bonus Rehberi, okurlarına ücretsizdir. Giderlerimizi, sitede yer alan bazı casino siteleriyle yaptığımız ortaklık (affiliate) anlaşmalarıyla karşılarız.</p>",
      "<h2>Bu ne anlama geliyor?</h2>",
      "<ul><li>Bir promosyondaki ‘Bonusu Al’ ya da bir sitedeki ‘Siteye Git’ bağlantısı ortaklık bağlantısı olabilir. Bu bağlantıyla bir siteye üye olursanız, o site bize komisyon ödeyebilir.</li><li>Bu komisyon sizin için ek bir ücret doğurmaz ve aldığınız bonusun koşullarını değiştirmez.</li><li>Açılış reklamları ve öne çıkan alanlar reklam niteliğindedir.</li></ul>",
      "<h2>İçeriğimize etkisi</h2>",
      `<p>Promosyon koşullarını, çevrim şartlarını ve süreleri sitenin kendi duyurusundaki hâliyle yazarız; bir siteyle ortaklık olması, koşullarının olduğundan iyi gösterilmesi anlamına gelmez. Hatalı ya da eskimiş bir bilgi görürseniz ${link("/iletisim", "bize bildirin")}.</p>`,
    ].join(""),
  },
];

/** The demo pages, published, each written a few days before `now`. */
export function buildDemoPages(now: Date): Insertable<PagesTable>[] {
  return DEMO_PAGES.map((page, index) => {
    const at = new Date(now.getTime() - (30 - index) * DAY_MS).toISOString();
    return {
      id: crypto.randomUUID(),
      title: page.title,
      slug: page.slug,
      content: page.content,
      seo_title: null,
      seo_description: page.seoDescription,
      is_published: true,
      published_at: at,
      publish_at: null,
      created_at: at,
      updated_at: at,
    };
  });
}
