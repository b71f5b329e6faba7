package escarmouche.behaviour;

import java.util.Objects;

/** A number compared with a fixed value, as GMs write it: {@code ">= 2"}, {@code "< 3"}, {@code "= 1"}. */
public record Comparison(Op op, int value) {
    public enum Op {
        LT("<"), LE("<="), EQ("="), NE("!="), GE(">="), GT(">");

        private final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }

        public static Op bySymbol(String s) {
            for (Op o : values()) if (o.symbol.equals(s)) return o;
            return null;
        }
    }

    public Comparison {
        Objects.requireNonNull(op, "op");
    }

    public boolean test(int n) {
        return switch (op) {
            case LT -> n < value;
            case LE -> n <= value;
            case EQ -> n == value;
            case NE -> n != value;
            case GE -> n >= value;
            case GT -> n > value;
        };
    }

    @Override
    public String toString() {
        return op.symbol() + " " + value;
    }
}
