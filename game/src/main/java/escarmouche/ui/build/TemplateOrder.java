package escarmouche.ui.build;

import escarmouche.ui.draft.DraftTemplate;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The creatures to place in the order a reader of the list looks for them: classes first, then monsters,
 * each by the name shown in the session's language as that language sorts it ("Magicien" before
 * "Samouraï" in French, though their ids, wizard and samurai, sort the other way); the id settles a tie.
 */
final class TemplateOrder {
    private TemplateOrder() {}

    static List<DraftTemplate> of(Collection<DraftTemplate> templates, Function<DraftTemplate, String> shown, Locale locale) {
        Collator collator = Collator.getInstance(locale);
        List<DraftTemplate> out = new ArrayList<>(templates);
        out.sort(Comparator.comparing((DraftTemplate t) -> !t.character())
                .thenComparing(shown, collator)
                .thenComparing(DraftTemplate::id));
        return out;
    }
}
