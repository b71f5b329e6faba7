package escarmouche.testing;

import java.util.regex.Pattern;

/**
 * The small words every English sentence is made of and no French one, to find English left in a French
 * screen or log. Case matters: "For" is French's Str.
 */
public final class EnglishWords {
    public static final Pattern ANY = Pattern.compile(
            "\\b(the|from|with|and|at|its|save|turn|move|attack|hits|misses|takes|of|to|by|in|is|no|not|out|up"
                    + "|down|into|off|an|level|magic|melee|armour|shield|bonus|fails|none|ready|spent|used|free|left"
                    // The words of a roll's advantage and of exhaustion's levels, which a French log once kept in
                    // English ("starts exhausted: disadvantage on ability checks") without any word above.
                    + "|advantage|disadvantage|cancel|exhausted|starts|checks|halved)\\b");

    private EnglishWords() {}
}
