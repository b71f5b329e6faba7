package escarmouche.content.load;

import escarmouche.content.load.json.Node;
import escarmouche.content.load.json.QuoteMarks;
import escarmouche.lang.Language;
import escarmouche.lang.ScreenMessages;
import java.util.ArrayList;
import java.util.List;

/**
 * A problem's message as a key of the bundles ({@code problem.*}) and its arguments, so that the command
 * line can say it in its user's language. An argument may itself be a wording (a JSON value described,
 * a suggestion); numbers are passed as text, so that no language groups their digits.
 */
public record Wording(String key, List<Object> args) {
    public Wording {
        args = List.copyOf(args);
    }

    public static Wording of(String key, Object... args) {
        return new Wording(key, List.of(args));
    }

    /** The text in one language, its inner wordings said in the same language, the values it quotes in its quotation marks. */
    public String in(ScreenMessages messages) {
        List<Object> said = new ArrayList<>(args.size());
        for (Object a : args) said.add(a instanceof Wording w ? w.in(messages) : a instanceof String s ? QuoteMarks.said(s, messages) : a);
        return messages.text(key, said.toArray());
    }

    /** The English text, which the problem keeps as its message (what every test and editor reads). */
    public String english() {
        return in(ScreenMessages.of(Language.EN));
    }

    /**
     * A field's name as a problem quotes it: in JSON's straight quotes in every language, as the file writes it
     * ("format"), where a value is quoted as the language quotes ({@link QuoteMarks}: « archerr » in French).
     */
    public static Wording field(String name) {
        return of("problem.field.name", Node.escaped(name));
    }

    /** A JSON value as "found ..." names it: {@code string "x"}, {@code number 3}, {@code an object}. */
    static Object describe(Node n) {
        if (n instanceof Node.Obj) return of("problem.node.object");
        if (n instanceof Node.Arr) return of("problem.node.list");
        if (n instanceof Node.Str s) return of("problem.node.string", Node.quote(s.value()));
        if (n instanceof Node.Num num) return of("problem.node.number", num.shown());
        return n.describe(); // true, false, null: the same words in every language
    }
}
